/**
 * Statistics reports (03 §2-§9; D12, D23): the list whose ids open the static report
 * /reports/report_{id}.html in a new tab, with the report screen of D12 per row; new ('Nowy raport') and
 * edit (D23) with the from/to dates (the SDK's statFormSchema); the list 2.3 s after a create and 2 s
 * after an edit (D23).
 */
import { fromStat, newStatForm, REDIRECT_DELAYS_MS, statFormSchema, toStatPayload } from '@redakcja/api-sdk';
import { formatDate, GENERIC_DELETE_QUESTION, GENERIC_DELETE_TITLE } from '@redakcja/ui';
import { defineCrud } from '../../shared/crud/definition';
import { pathTo } from '../../shared/routePaths';
import { statQueries } from './queries';
import { ReportLink } from './ReportLink';

export const REPORT_SCREEN_LABEL = 'Podgląd raportu';

export const statsDefinition = defineCrud({
  queries: statQueries,
  routes: { list: 'stats', new: 'statNew', edit: 'statEdit' },
  texts: {
    tableLabel: 'Lista raportów',
    deleteTitle: GENERIC_DELETE_TITLE,
    deleteQuestion: GENERIC_DELETE_QUESTION,
    deleteRowLabel: (stat) => `Usuń raport ${stat.id}`,
  },
  list: {
    searchLabel: null,
    columns: [
      {
        id: 'id',
        header: 'Id',
        cell: (stat) => (
          <ReportLink id={stat.id} label={`Raport ${stat.id} (nowa karta)`}>
            {String(stat.id)}
          </ReportLink>
        ),
      },
      { id: 'from', header: 'Od', cell: (stat) => formatDate(stat.from), isRowHeader: true },
      { id: 'to', header: 'Do', cell: (stat) => formatDate(stat.to) },
    ],
    rowActions: (stat) =>
      stat.deleted
        ? []
        : [
            {
              kind: 'link',
              label: REPORT_SCREEN_LABEL,
              href: pathTo('statReport', { id: stat.id }),
              accessibleLabel: `${REPORT_SCREEN_LABEL} ${stat.id}`,
            },
          ],
  },
  deletedAt: (stat) => stat.deleted,
  form: {
    schema: statFormSchema,
    empty: () => newStatForm(),
    fromRecord: fromStat,
    toPayload: toStatPayload,
    fields: [
      { kind: 'date', name: 'from', label: 'Data od' },
      { kind: 'date', name: 'to', label: 'Data do' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.stats },
  },
  redirectIfDeleted: true,
});

/** D23: the edit screen returns to the list 2 s after a save (2.3 s is the create's delay). */
export const statEditDefinition = {
  ...statsDefinition,
  form: { ...statsDefinition.form, afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.statEdit } },
} satisfies typeof statsDefinition;
