/**
 * Press-centre news (03 §2, §3, §7; D5 /api/news): read, previewed as HTML and toggled with
 * PATCH {isPublish}; deletion exists on the server but the panel does not offer it.
 */
import { z } from 'zod';
import {
  booleanishSchema,
  idSchema,
  jsonLdShape,
  nullableStringSchema,
  objectOf,
  requiredBoolean,
  sharedMessages,
  textOrEmptySchema,
} from './shared';

export const pressNewsSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  /** Shown as the id in the list. */
  importCodeId: z
    .union([z.string(), z.number()])
    .nullable()
    .optional()
    .transform((value) => (value === null || value === undefined ? null : String(value))),
  title: textOrEmptySchema,
  content: textOrEmptySchema,
  date: nullableStringSchema,
  isPublish: booleanishSchema,
});
export type PressNews = z.infer<typeof pressNewsSchema>;

/** The id a row shows: importCodeId when present. */
export function pressNewsDisplayId(news: Pick<PressNews, 'id' | 'importCodeId'>): string {
  return news.importCodeId ?? String(news.id);
}

/** PATCH /api/news/{id} with the negated isPublish. */
export const pressNewsPatchSchema = objectOf({
  isPublish: requiredBoolean(sharedMessages.invalidValue),
});
export type PressNewsPatch = z.infer<typeof pressNewsPatchSchema>;

export function toPressNewsTogglePayload(current: boolean): PressNewsPatch {
  return { isPublish: !current };
}

/** The alert after a failed publication toggle (news, magazines, issues). */
export const PUBLICATION_TOGGLE_FAILURE = 'Wystąpił błąd podczas zmiany publikacji!';
