/**
 * Press-centre news (03 §2, §3, §7; D5 /api/news): read, previewed as HTML and toggled with
 * PATCH {isPublish}; deletion exists on the server but the panel does not offer it.
 */
import { z } from 'zod';
import { pressNewsListItemShape } from './pressNewsList';
import { objectOf, requiredBoolean, sharedMessages } from './shared';

/** One news item (GET /api/news/{id}): the list item's shape (./pressNewsList). */
export const pressNewsSchema = z.object(pressNewsListItemShape);
export type PressNews = z.infer<typeof pressNewsSchema>;

/** PATCH /api/news/{id} with the negated isPublish. */
export const pressNewsPatchSchema = objectOf({
  isPublish: requiredBoolean(sharedMessages.invalidValue),
});
export type PressNewsPatch = z.infer<typeof pressNewsPatchSchema>;

export function toPressNewsTogglePayload(current: boolean): PressNewsPatch {
  return { isPublish: !current };
}
