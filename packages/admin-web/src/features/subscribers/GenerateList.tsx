import { createSubscriberListResource, resourceOf } from '@redakcja/api-sdk';
import { Button, ErrorText } from '@redakcja/ui';
import { useMutation } from '@tanstack/react-query';
import { useListParams } from '../../shared/listParams';
import { useStaticUrl } from '../../shared/runtimeConfig';
import { useApiClient } from '../../shared/session';
import { SUBSCRIBER_FILTERS } from './listQueries';

export const GENERATE_LABEL = 'Generuj listę';
export const DOWNLOAD_LABEL = 'Pobierz listę subskrybentów';
export const GENERATE_FAILED = 'Nie udało się wygenerować listy.';

/**
 * List generation (03 §2, §7): the confirmed subscribers of the dates in the address; the server answers
 * a download link, shown under the button (a static file, D3).
 */
export function GenerateList() {
  const client = useApiClient();
  const staticUrl = useStaticUrl();
  const { filters } = useListParams(SUBSCRIBER_FILTERS);
  const generate = useMutation({
    mutationFn: () =>
      resourceOf(client, createSubscriberListResource).generate({
        after: filters.after || undefined,
        before: filters.before || undefined,
      }),
  });
  return (
    <>
      <Button variant="secondary" onPress={() => generate.mutate()} isDisabled={generate.isPending}>
        {GENERATE_LABEL}
      </Button>
      <span aria-live="polite">
        {generate.data ? (
          <a href={staticUrl(generate.data.link)} download>
            {DOWNLOAD_LABEL}
          </a>
        ) : null}
      </span>
      {generate.isError ? <ErrorText>{GENERATE_FAILED}</ErrorText> : null}
    </>
  );
}
