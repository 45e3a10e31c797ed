/**
 * The columns and row actions shared by the articles list and the sponsored list (02 §2): the isPublish
 * state (display only), the isRssWykop and isHot toggles (PATCH the opposite value, then the list
 * reloads; a failed patch is ignored), the Google statistics button on published rows and 'Podgląd SG'
 * while the preview limit lies in the future.
 */
import {
  type ArticleListItem,
  type ArticleToggleField,
  createArticleListResource,
  isArticlePreviewActive,
  resourceOf,
} from '@redakcja/api-sdk';
import { type DataTableColumn, dateTimeColumn, PublicationToggle } from '@redakcja/ui';
import { idColumn } from '../../shared/crud/columns';
import type { CrudContext, RowAction } from '../../shared/crud/definition';
import { PatchToggle } from '../../shared/crud/PatchToggle';
import type { QueryKeys } from '../../shared/queryKeys';
import { pathTo } from '../../shared/routePaths';
import { useApiClient } from '../../shared/session';
import { ArticleStatisticsButton } from './ArticleStatisticsButton';
import { ScheduledBadge } from './ScheduledBadge';

export const PREVIEW_SG_LABEL = 'Podgląd SG';
export const TOGGLE_LABELS: Record<ArticleToggleField, string> = {
  isRssWykop: 'RSS Wykop',
  isHot: 'Hot news',
};

function ArticleToggle({
  row,
  field,
  keys,
}: {
  row: ArticleListItem;
  field: ArticleToggleField;
  keys: QueryKeys;
}) {
  const client = useApiClient();
  return (
    <PatchToggle
      recordId={row.id}
      label={`${TOGGLE_LABELS[field]} artykułu ${row.id}`}
      isOn={row[field]}
      patch={(next) =>
        resourceOf(client, createArticleListResource).toggle(row.id, field, !next, { expected: row })
      }
      keys={keys}
    />
  );
}

function StatisticsCell({ row }: { row: ArticleListItem }) {
  const client = useApiClient();
  return <ArticleStatisticsButton client={client} id={row.id} title={row.title} />;
}

export function articleColumns(keys: QueryKeys): DataTableColumn<ArticleListItem>[] {
  return [
    idColumn(),
    { id: 'title', header: 'Tytuł', cell: (row) => row.title, isRowHeader: true },
    dateTimeColumn('date', 'Data'),
    {
      id: 'isPublish',
      header: 'Widoczny',
      // A visible article whose date lies ahead is not live yet: it says when it goes live.
      cell: (row) => (
        <>
          <PublicationToggle isOn={row.isPublish} /> <ScheduledBadge article={row} />
        </>
      ),
    },
    {
      id: 'isRssWykop',
      header: TOGGLE_LABELS.isRssWykop,
      cell: (row) => (row.deleted ? null : <ArticleToggle row={row} field="isRssWykop" keys={keys} />),
    },
    {
      id: 'isHot',
      header: TOGGLE_LABELS.isHot,
      cell: (row) => (row.deleted ? null : <ArticleToggle row={row} field="isHot" keys={keys} />),
    },
    {
      id: 'statistics',
      header: 'Statystyki',
      cell: (row) => (row.isPublish && !row.deleted ? <StatisticsCell row={row} /> : null),
    },
  ];
}

/** 'Podgląd SG' opens the article's preview (the panel's preview screen) while previewDateLimit lies in the future (D: articles-1). */
export function articleRowActions(row: ArticleListItem, _context: CrudContext): RowAction<ArticleListItem>[] {
  return isArticlePreviewActive(row)
    ? [
        {
          kind: 'link',
          label: PREVIEW_SG_LABEL,
          href: pathTo('articlePreview', { id: row.id }),
          accessibleLabel: `${PREVIEW_SG_LABEL}: ${row.title}`,
        },
      ]
    : [];
}
