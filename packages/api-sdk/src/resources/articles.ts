import type { z } from 'zod';
import type { UploadFile } from '../http/multipart';
import type { CallOptions } from '../http/types';
import { encodeId } from '../http/url';
import {
  ARTICLE_STATISTICS_SOURCES,
  type ArticleListFilter,
  type ArticlePatch,
  type ArticlePayload,
  type ArticleStatistics,
  type ArticleToggleField,
  articleGaStatisticsSchema,
  articleGscStatisticsSchema,
  articleListItemSchema,
  articlePreviewSchema,
  articleSchema,
  toArticleTogglePayload,
} from '../schemas/articles';
import { articleImageResponseSchema } from '../schemas/media';
import { crudOps, type Id, postForm } from './base';
import type { ResourceContext } from './context';

const PATH = '/api/articles';

/**
 * /api/articles, for articles and sponsored articles alike (`sponsored: 0 | 1` in the filter): list (page,
 * sponsored, title, introduction, isPublish), get (refreshing the token first when under 10 s remain),
 * create, update, patch (one toggle), remove, the isRssWykop/isHot toggles, the three statistics fetched together,
 * the preview by slug and the editor's inline image upload.
 */
export function createArticlesResource(ctx: ResourceContext) {
  // PATCH takes one toggle (02 §7: isRssWykop or isHot), as the server's articlePatchSchema does.
  const crud = crudOps<
    typeof articleSchema,
    typeof articleListItemSchema,
    ArticlePayload,
    ArticleListFilter,
    ArticlePatch
  >(ctx, {
    path: PATH,
    item: articleSchema,
    listItem: articleListItemSchema,
    freshToken: true,
  });

  /** PATCH one toggle to the opposite of its current value (the list reloads afterwards). */
  const toggle = (id: Id, field: ArticleToggleField, current: boolean, options?: CallOptions) =>
    crud.patch(id, toArticleTogglePayload(field, current), options);

  /**
   * GSC, GA3 and GA4 statistics fetched together; the failure of any one fails the whole (and cancels the
   * other two).
   */
  const statistics = async (id: Id, options?: CallOptions): Promise<ArticleStatistics> => {
    const failed = new AbortController();
    const signal = options?.signal ? AbortSignal.any([options.signal, failed.signal]) : failed.signal;
    const fetchSource = <S extends z.ZodType>(source: string, schema: S): Promise<z.output<S>> =>
      ctx.sender
        .json({ method: 'GET', path: `${PATH}/${encodeId(id)}/${source}` }, schema, { ...options, signal })
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
    ...crud,
    /** Sponsored articles: the same list with sponsored=1. */
    listSponsored: (filters: Omit<ArticleListFilter, 'sponsored'> = {}, options?: CallOptions) =>
      crud.list({ ...filters, sponsored: 1 }, options),
    toggle,
    statistics,
    /** GET /api/articles/preview/?slug=… (title and mediaTitle). */
    preview: (slug: string, options?: CallOptions) =>
      ctx.sender.json(
        { method: 'GET', path: `${PATH}/preview/`, query: { slug } },
        articlePreviewSchema,
        options,
      ),
    /** POST /api/article_images (multipart file) for the rich-text editor: answers filePath. */
    uploadImage: (file: UploadFile, options?: CallOptions) =>
      postForm(ctx, '/api/article_images', { file }, articleImageResponseSchema, options),
  };
}
export type ArticlesResource = ReturnType<typeof createArticlesResource>;
