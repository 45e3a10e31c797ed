import { Button, Spinner } from '@redakcja/ui';
import { useQuery } from '@tanstack/react-query';
import { ForeignHtmlFrame } from '../../shared/ForeignHtmlFrame';
import { Screen } from '../../shared/Screen';
import { useApiClient } from '../../shared/session';
import { rssGenerateQuery } from './queries';
import * as styles from './RssScreen.css';

export const RSS_FAILED = 'Nie udało się wygenerować RSS';
export const RSS_AGAIN = 'Generuj ponownie';
export const RSS_FRAME_TITLE = 'Wynik generowania RSS';

/**
 * RSS (03 §2, §8): the screen requests the generation and shows the HTML the server answers as it is,
 * in the panel's frame page (WEB-129: no script of it runs, it cannot reach the panel); a failure shows an error
 * heading. 'Generuj ponownie' requests it again.
 */
export default function RssScreen() {
  const client = useApiClient();
  const generation = useQuery(rssGenerateQuery(client));
  return (
    <Screen
      actions={
        <Button
          variant="secondary"
          onPress={() => void generation.refetch()}
          isDisabled={generation.isFetching}
        >
          {RSS_AGAIN}
        </Button>
      }
    >
      {generation.isFetching ? (
        <Spinner centered />
      ) : generation.isError ? (
        <div role="alert">
          <h2>{RSS_FAILED}</h2>
        </div>
      ) : generation.data !== undefined ? (
        <ForeignHtmlFrame className={styles.frame} title={RSS_FRAME_TITLE} html={generation.data} />
      ) : null}
    </Screen>
  );
}
