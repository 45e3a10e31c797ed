/**
 * Comments (01 §2, §3, §7): read and delete only. The article may be absent or deleted; the list then
 * shows '[Artykuł usunięty]'.
 */
// zod/mini, as its readers (SDK-C30): the comments list loads no classic zod.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import { deletedSchema, idSchema, missingAsNull, nullableStringSchema, textOrEmptySchema } from './readers';

export const commentMessages = {
  /** Shown instead of the title when the article is deleted or gone. */
  deletedArticle: '[Artykuł usunięty]',
} as const;

/** The article of a comment: id and title (deleted when the article is). */
export const commentArticleSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  title: textOrEmptySchema,
  deleted: missingAsNull(deletedSchema),
});
export type CommentArticle = z.infer<typeof commentArticleSchema>;

export const commentSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  comment: textOrEmptySchema,
  created: nullableStringSchema,
  nick: nullableStringSchema,
  ip: nullableStringSchema,
  article: z.pipe(
    z.optional(
      z.pipe(
        z.transform((value: unknown) => (typeof value === 'string' || value === undefined ? null : value)),
        z.nullable(commentArticleSchema),
      ),
    ),
    z.transform((value) => value ?? null),
  ),
});
export type Comment = z.infer<typeof commentSchema>;

/** The title a comment row shows for its article. */
export function commentArticleTitle(comment: Pick<Comment, 'article'>): string {
  if (!comment.article || comment.article.deleted) return commentMessages.deletedArticle;
  return comment.article.title;
}
