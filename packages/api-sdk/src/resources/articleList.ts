import type { z } from 'zod/mini';
import type { ConflictRule, WriteOptions } from '../http/conditional';
import type { Schema } from '../http/schema';
import type { CallOptions } from '../http/types';
import { encodeId } from '../http/url';
import {
  ARTICLE_STATISTICS_SOURCES,
  type ArticleListFilter,
  type ArticlePatch,
  type ArticleStatistics,
  type ArticleToggleField,
  articleGaStatisticsSchema,
  articleGscStatisticsSchema,
  articleListItemSchema,
  toArticleTogglePayload,
} from '../schemas/articleList';
import { collectionOps, expectingOnly, type Id, patchOp, removeOp } from './base';
import type { ResourceContext } from './context';

export const ARTICLES_PATH = '/api/articles';

/**
 * What the server changes in an article by itself (SDK-50): the visit and subpage counters move with
 * every reader, so they never make a save a conflict.
 */
export const ARTICLE_CONFLICTS: ConflictRule = { serverManaged: ['visitCount', 'subpageCount'] };

/**
 * What the articles lists do with /api/articles (02 §2, §7), on zod/mini like the comments list (SDK-C30):
 * list (page, sponsored, title, introduction, isPublish), the sponsored list, remove, the isRssWykop/isHot
 * toggles (the answer read as a list item: the list reloads afterwards) and the three statistics fetched
 * together. One record, the saves and the preview are `createArticlesResource`'s (./articles), which
 * includes all of this.
 */
export function createArticleListResource(ctx: ResourceContext) {
  const collection = collectionOps<typeof articleListItemSchema, ArticleListFilter>(
    ctx,
    ARTICLES_PATH,
    articleListItemSchema,
  );
  const { patch } = patchOp<typeof articleListItemSchema, ArticlePatch>(
    ctx,
    ARTICLES_PATH,
    articleListItemSchema,
    ARTICLE_CONFLICTS,
  );

  /**
   * PATCH one toggle to the opposite of its current value (the list reloads afterwards). With `expected`
   * (the row as listed), only a change of that one field meanwhile is a conflict.
   */
  const toggle = (
    id: Id,
    field: ArticleToggleField,
    current: boolean,
    options?: WriteOptions<Partial<z.output<typeof articleListItemSchema>>>,
  ) => patch(id, toArticleTogglePayload(field, current), expectingOnly(field, options));

  /**
   * GSC, GA3 and GA4 statistics fetched together; the failure of any one fails the whole (and cancels the
   * other two).
   */
  const statistics = async (id: Id, options?: CallOptions): Promise<ArticleStatistics> => {
    const failed = new AbortController();
    const signal = options?.signal ? AbortSignal.any([options.signal, failed.signal]) : failed.signal;
    const fetchSource = <S extends Schema>(source: string, schema: S): Promise<z.output<S>> =>
      ctx.sender
        .json({ method: 'GET', path: `${ARTICLES_PATH}/${encodeId(id)}/${source}` }, schema, {
          ...options,
          signal,
        })
        .catch((error: unknown) => {
          failed.abort(error);
          throw error;
        });
    const [gsc, ga3, ga4] = await Promise.all([
      fetchSource(ARTICLE_STATISTICS_SOURCES.gsc, articleGscStatisticsSchema),
      fetchSource(ARTICLE_STATISTICS_SOURCES.ga3, articleGaStatisticsSchema),
      fetchSource(ARTICLE_STATISTICS_SOURCES.ga4, articleGaStatisticsSchema),
    ]);
    return { gsc, ga3, ga4 };
  };

  return {
    ...collection,
    /** Sponsored articles: the same list with sponsored=1. */
    listSponsored: (filters: Omit<ArticleListFilter, 'sponsored'> = {}, options?: CallOptions) =>
      collection.list({ ...filters, sponsored: 1 }, options),
    ...removeOp(ctx, ARTICLES_PATH, articleListItemSchema, ARTICLE_CONFLICTS),
    toggle,
    statistics,
  };
}
export type ArticleListResource = ReturnType<typeof createArticleListResource>;
