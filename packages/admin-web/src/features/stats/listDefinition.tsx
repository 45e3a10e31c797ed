/**
 * The reports list (03 §7; D12) as a list-only definition (WEB-75): its ids open the static report
 * /reports/report_{id}.html in a new tab, with the report screen of D12 per row. Its path (the screen,
 * the route's prefetch) loads the SDK's list resource on zod/mini and none of the form's schema and
 * rules, which definition.tsx adds for the new and edit screens.
 */
import { dateColumn, GENERIC_DELETE_QUESTION, GENERIC_DELETE_TITLE } from '@redakcja/ui';
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { pathTo } from '../../shared/routePaths';
import { statListQueries } from './listQueries';
import { ReportLink } from './ReportLink';

export const REPORT_SCREEN_LABEL = 'Podgląd raportu';

export const statsListDefinition = defineCrudList({
  queries: statListQueries,
  routes: crudRoutes('stats'),
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
        wrap: 'words',
        cell: (stat) => (
          <ReportLink id={stat.id} label={`Raport ${stat.id} (nowa karta)`}>
            {String(stat.id)}
          </ReportLink>
        ),
      },
      dateColumn('from', 'Od', { isRowHeader: true }),
      dateColumn('to', 'Do'),
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
});
