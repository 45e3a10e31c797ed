/**
 * 'Statystyki artykułów' (/article_stats_google): published articles (GET /api/articles?isPublish=true
 * &title=…&page=…) with search and paging in the address, columns Id, Tytuł, GSC, GA3, GA4; each figure
 * cell has the 'Załaduj statystyki' loader (spinner, the figures, or a red 'Błąd' that retries). The three
 * cells of a row share one fetch of the article's statistics (cached for a minute).
 */

import {
  type ArticleGaStatistics,
  type ArticleStatistics,
  createArticleListResource,
  type Id,
  resourceOf,
} from '@redakcja/api-sdk';
import { DataTable, type DataTableColumn, PANEL_LOCALE, StatisticsLoader } from '@redakcja/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { idColumn } from '../../shared/crud/columns';
import { ListToolbar } from '../../shared/ListToolbar';
import { useListParams } from '../../shared/listParams';
import { PagedNavigation } from '../../shared/PagedNavigation';
import { queryKeyFactory } from '../../shared/queryKeys';
import { Screen } from '../../shared/Screen';
import { useApiClient } from '../../shared/session';

const keys = queryKeyFactory('articleStatistics');
export const ARTICLE_STATS_SEARCH_LABEL = 'Szukaj po tytule';
export const ARTICLE_STATS_TABLE_LABEL = 'Statystyki artykułów';

interface Row {
  id: Id;
  title: string;
}

function Loader({ id, show }: { id: Id; show: (statistics: ArticleStatistics) => string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (
    <StatisticsLoader
      load={(signal) =>
        queryClient.fetchQuery({
          queryKey: keys.detail(id),
          queryFn: () => resourceOf(client, createArticleListResource).statistics(id, { signal }),
          staleTime: 60_000,
          retry: false,
        })
      }
    >
      {(statistics) => show(statistics)}
    </StatisticsLoader>
  );
}

const n = (value: number | null) => (value === null ? '—' : value.toLocaleString(PANEL_LOCALE));
const analytics = (data: ArticleGaStatistics) =>
  `Użytkownicy ${n(data.users)}, nowi ${n(data.newUsers)}, sesje ${n(data.sessions)}, odsłony ${n(data.pageviews)}`;

const COLUMNS: DataTableColumn<Row>[] = [
  idColumn(),
  { id: 'title', header: 'Tytuł', cell: (row) => row.title, isRowHeader: true },
  {
    id: 'gsc',
    header: 'GSC',
    cell: (row) => (
      <Loader
        id={row.id}
        show={({ gsc }) => `Wyświetlenia ${n(gsc.impressions)}, kliknięcia ${n(gsc.clicks)}`}
      />
    ),
  },
  { id: 'ga3', header: 'GA3', cell: (row) => <Loader id={row.id} show={({ ga3 }) => analytics(ga3)} /> },
  { id: 'ga4', header: 'GA4', cell: (row) => <Loader id={row.id} show={({ ga4 }) => analytics(ga4)} /> },
];

export default function ArticleStatsScreen() {
  const client = useApiClient();
  const { page, searchQuery, setPage, setSearchQuery } = useListParams();
  const list = useQuery({
    queryKey: keys.list({ page, searchQuery }),
    queryFn: ({ signal }) =>
      resourceOf(client, createArticleListResource).list(
        { page, isPublish: true, title: searchQuery || undefined },
        { signal },
      ),
  });
  return (
    <Screen>
      <ListToolbar
        searchLabel={ARTICLE_STATS_SEARCH_LABEL}
        searchQuery={searchQuery}
        onSearch={setSearchQuery}
      />
      <PagedNavigation page={list.data} current={page} onPageChange={setPage} isLoading={list.isFetching}>
        <DataTable
          aria-label={ARTICLE_STATS_TABLE_LABEL}
          columns={COLUMNS}
          rows={list.data?.items ?? []}
          isLoading={list.isLoading}
          getRowId={(row) => row.id}
        />
      </PagedNavigation>
    </Screen>
  );
}
