/**
 * What the press news list reads (03 §2: Id, Publikacja, Tytuł, Treść): a member of GET /api/news as
 * `pressNewsSchema` (./pressNews) reads it, and the toggles' failure alert.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the press lists load no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import { booleanishSchema, idSchema, nullableStringSchema, textOrEmptySchema } from './readers';

export const pressNewsListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  /** Shown as the id in the list. */
  importCodeId: z.pipe(
    z.optional(z.nullable(z.union([z.string(), z.number()]))),
    z.transform((value) => (value === null || value === undefined ? null : String(value))),
  ),
  title: textOrEmptySchema,
  content: textOrEmptySchema,
  date: nullableStringSchema,
  isPublish: booleanishSchema,
};

export const pressNewsListItemSchema = z.object(pressNewsListItemShape);
export type PressNewsListItem = z.infer<typeof pressNewsListItemSchema>;

/** The id a row shows: importCodeId when present. */
export function pressNewsDisplayId(news: Pick<PressNewsListItem, 'id' | 'importCodeId'>): string {
  return news.importCodeId ?? String(news.id);
}

/** The alert after a failed publication toggle (news, magazines, issues). */
export const PUBLICATION_TOGGLE_FAILURE = 'Wystąpił błąd podczas zmiany publikacji!';
