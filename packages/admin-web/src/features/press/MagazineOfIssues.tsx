import { createPressMagazineListResource, resourceOf } from '@redakcja/api-sdk';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApiClient } from '../../shared/session';
import { magazineListQueries } from './listQueries';

const MAGAZINE_LABEL = 'Magazyn';

/** Which magazine the issues list shows ('Numery magazynu' alone names none): 'Magazyn: <title>'. */
export function MagazineOfIssues() {
  const client = useApiClient();
  const { id = '' } = useParams();
  const magazine = useQuery({
    queryKey: magazineListQueries.keys.other('listed', id),
    queryFn: ({ signal }) => resourceOf(client, createPressMagazineListResource).listed(id, { signal }),
    enabled: id !== '',
  });
  const title = magazine.data?.title;
  return title ? (
    <p>
      {MAGAZINE_LABEL}: <strong>{title}</strong>
    </p>
  ) : null;
}
