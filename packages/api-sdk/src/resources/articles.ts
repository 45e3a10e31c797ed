import type { UploadFile } from '../http/multipart';
import type { CallOptions } from '../http/types';
import type { ArticlePatch } from '../schemas/articleList';
import { type ArticlePayload, articlePreviewSchema, articleSchema } from '../schemas/articles';
import { articleImageResponseSchema } from '../schemas/media';
import { ARTICLE_CONFLICTS, ARTICLES_PATH, createArticleListResource } from './articleList';
import { createOp, getOp, patchOp, postForm, updateOp } from './base';
import type { ResourceContext } from './context';

/**
 * /api/articles, for articles and sponsored articles alike (`sponsored: 0 | 1` in the filter): everything
 * the lists do (./articleList: list, the sponsored list, remove, the isRssWykop/isHot toggles, the three
 * statistics fetched together), and get (refreshing the token first when under 10 s remain), create,
 * update, patch (one toggle, answering the whole record), the preview by slug and the editor's inline
 * image upload.
 */
export function createArticlesResource(ctx: ResourceContext) {
  return {
    ...createArticleListResource(ctx),
    ...getOp(ctx, ARTICLES_PATH, articleSchema, { freshToken: true }),
    ...createOp<typeof articleSchema, ArticlePayload>(ctx, ARTICLES_PATH, articleSchema),
    ...updateOp<typeof articleSchema, ArticlePayload>(ctx, ARTICLES_PATH, articleSchema, ARTICLE_CONFLICTS),
    // PATCH takes one toggle (02 §7: isRssWykop or isHot), as the server's articlePatchSchema does.
    ...patchOp<typeof articleSchema, ArticlePatch>(ctx, ARTICLES_PATH, articleSchema, ARTICLE_CONFLICTS),
    /** GET /api/articles/preview/?slug=… (title and mediaTitle). */
    preview: (slug: string, options?: CallOptions) =>
      ctx.sender.json(
        { method: 'GET', path: `${ARTICLES_PATH}/preview/`, query: { slug } },
        articlePreviewSchema,
        options,
      ),
    /** POST /api/article_images (multipart file) for the rich-text editor: answers filePath. */
    uploadImage: (file: UploadFile, options?: CallOptions) =>
      postForm(ctx, '/api/article_images', { file }, articleImageResponseSchema, options),
  };
}
export type ArticlesResource = ReturnType<typeof createArticlesResource>;
