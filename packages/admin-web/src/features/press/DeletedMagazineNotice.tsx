import { magazineMessages } from '@redakcja/api-sdk';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../shared/session';
import { magazineQueries } from './queries';

/**
 * Said above an issue form whose magazine is deleted: the API takes no new issue for it (its 422 names
 * only pressMagazine, a field the form does not show), so the editor learns why before typing one.
 */
export function DeletedMagazineNotice({ magazineId }: { magazineId: string }) {
  const client = useApiClient();
  const magazine = useQuery({ ...magazineQueries.detail(client, magazineId), enabled: magazineId !== '' });
  if (!magazine.data?.deleted) return null;
  return (
    <p role="alert">
      <strong>{magazineMessages.magazineDeleted}</strong>
    </p>
  );
}
