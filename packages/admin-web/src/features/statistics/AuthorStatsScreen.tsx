/**
 * 'Statystyki autorów' (/author_stats): 'Wyszukaj autorów...', date from and to (from not after to, the
 * SDK's message under 'Do'), columns Id, Nazwa, Ilość artykułów, Suma wyświetleń (an em dash where views
 * are missing); search, dates and page kept in the address.
 */
import {
  type AuthorStatisticsRow,
  authorStatsFilterSchema,
  createAuthorsResource,
  firstMessageByField,
  resourceOf,
  violationsFromZodError,
} from '@redakcja/api-sdk';
import { DataTable, type DataTableColumn, DatePicker, PANEL_LOCALE } from '@redakcja/ui';
import { useQuery } from '@tanstack/react-query';
import { idColumn, nameColumn } from '../../shared/crud/columns';
import { ListToolbar } from '../../shared/ListToolbar';
import { useListParams } from '../../shared/listParams';
import { PagedNavigation } from '../../shared/PagedNavigation';
import { queryKeyFactory } from '../../shared/queryKeys';
import { Screen } from '../../shared/Screen';
import { useApiClient } from '../../shared/session';

const keys = queryKeyFactory('authorStatistics');
export const AUTHOR_STATS_SEARCH_LABEL = 'Wyszukaj autorów...';
export const AUTHOR_STATS_TABLE_LABEL = 'Statystyki autorów';
const FILTERS = ['after', 'before'] as const;

const COLUMNS: DataTableColumn<AuthorStatisticsRow>[] = [
  idColumn(),
  nameColumn(),
  {
    id: 'count',
    header: 'Ilość artykułów',
    cell: (row) => row.totalArticlesCount.toLocaleString(PANEL_LOCALE),
  },
  {
    id: 'views',
    header: 'Suma wyświetleń',
    cell: (row) =>
      row.totalArticlesViews === null ? '—' : row.totalArticlesViews.toLocaleString(PANEL_LOCALE),
  },
];

export default function AuthorStatsScreen() {
  const client = useApiClient();
  const { page, searchQuery, filters, setPage, setSearchQuery, setFilter } = useListParams(FILTERS);
  const after = filters.after ?? '';
  const before = filters.before ?? '';
  const checked = authorStatsFilterSchema.safeParse({ name: searchQuery, after, before });
  const rangeError = checked.success
    ? undefined
    : firstMessageByField(violationsFromZodError(checked.error)).before;
  const list = useQuery({
    queryKey: keys.list({ page, searchQuery, after, before }),
    queryFn: ({ signal }) =>
      resourceOf(client, createAuthorsResource).stats(
        { page, name: searchQuery || undefined, after: after || undefined, before: before || undefined },
        { signal },
      ),
    // A range that ends before it starts is not asked for.
    enabled: checked.success,
  });
  return (
    <Screen>
      <ListToolbar
        searchLabel={AUTHOR_STATS_SEARCH_LABEL}
        searchQuery={searchQuery}
        onSearch={setSearchQuery}
      >
        <DatePicker label="Od" value={after || null} onChange={(value) => setFilter('after', value ?? '')} />
        <DatePicker
          label="Do"
          value={before || null}
          onChange={(value) => setFilter('before', value ?? '')}
          errorMessage={rangeError}
        />
      </ListToolbar>
      <PagedNavigation page={list.data} current={page} onPageChange={setPage} isLoading={list.isFetching}>
        <DataTable
          aria-label={AUTHOR_STATS_TABLE_LABEL}
          columns={COLUMNS}
          rows={checked.success ? (list.data?.items ?? []) : []}
          isLoading={list.isLoading && checked.success}
          getRowId={(row) => row.id}
        />
      </PagedNavigation>
    </Screen>
  );
}
