import { statReportPath } from '@redakcja/api-sdk';
import { useParams } from 'react-router';
import { pathTo } from '../../shared/routePaths';
import { useStaticUrl } from '../../shared/runtimeConfig';
import { Screen } from '../../shared/Screen';
import * as styles from './StatReportScreen.css';

export const OPEN_IN_NEW_TAB = 'Otwórz w nowej karcie';

/**
 * D12: the report of a stat, the static /reports/report_{id}.html, in a sandboxed frame (no script of
 * the file runs, it cannot reach the panel) with a link opening it in a new tab.
 */
export default function StatReportScreen() {
  const { id = '' } = useParams();
  const staticUrl = useStaticUrl();
  const url = staticUrl(statReportPath(id));
  return (
    <Screen title={`Raport ${id}`} backHref={pathTo('stats')}>
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {OPEN_IN_NEW_TAB}
        </a>
      </p>
      <iframe className={styles.frame} title={`Raport ${id}`} src={url} sandbox="" />
    </Screen>
  );
}
