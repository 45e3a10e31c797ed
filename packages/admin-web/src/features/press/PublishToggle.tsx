import { type Id, type PagingClient, PUBLICATION_TOGGLE_FAILURE } from '@redakcja/api-sdk';
import { PatchToggle } from '../../shared/crud/PatchToggle';
import type { QueryKeys } from '../../shared/queryKeys';
import { useApiClient } from '../../shared/session';

/**
 * The publication of a news item, a magazine or an issue (03 §4, §8): a check or a cross that sends the
 * opposite value and reloads the list; a failure shows 'Wystąpił błąd podczas zmiany publikacji!'.
 */
export function PublishToggle({
  recordId,
  label,
  isOn,
  keys,
  patch,
}: {
  recordId: Id;
  label: string;
  isOn: boolean;
  keys: QueryKeys;
  patch: (client: PagingClient, next: boolean) => Promise<unknown>;
}) {
  const client = useApiClient();
  return (
    <PatchToggle
      appearance="icon"
      recordId={recordId}
      label={label}
      isOn={isOn}
      patch={(next) => patch(client, next)}
      keys={keys}
      failureText={PUBLICATION_TOGGLE_FAILURE}
    />
  );
}
