/**
 * Comments (01 §2, §3, §7): read and delete only. The article may be absent or deleted; the list then
 * shows '[Artykuł usunięty]'.
 */
import { z } from 'zod';
import { deletedSchema, idSchema, jsonLdShape, nullableStringSchema, textOrEmptySchema } from './shared';

export const commentMessages = {
  /** Shown instead of the title when the article is deleted or gone. */
  deletedArticle: '[Artykuł usunięty]',
} as const;

/** The article of a comment: id and title (deleted when the article is). */
export const commentArticleSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  title: textOrEmptySchema,
  deleted: deletedSchema.optional().transform((value) => value ?? null),
});
export type CommentArticle = z.infer<typeof commentArticleSchema>;

export const commentSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  comment: textOrEmptySchema,
  created: nullableStringSchema,
  nick: nullableStringSchema,
  ip: nullableStringSchema,
  article: z
    .preprocess(
      (value) => (typeof value === 'string' || value === undefined ? null : value),
      commentArticleSchema.nullable(),
    )
    .optional()
    .transform((value) => value ?? null),
});
export type Comment = z.infer<typeof commentSchema>;

/** The title a comment row shows for its article. */
export function commentArticleTitle(comment: Pick<Comment, 'article'>): string {
  if (!comment.article || comment.article.deleted) return commentMessages.deletedArticle;
  return comment.article.title;
}
