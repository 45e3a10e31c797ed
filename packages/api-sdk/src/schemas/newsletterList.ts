/**
 * What the newsletter list reads (03 §2: ID, Utworzony, Wygenerowany, Wysłany, Nazwa pliku): a member of
 * GET /api/newsletters as `newsletterSchema` (./newsletters) reads it. The record's schema spreads this
 * shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the newsletter list loads
// no classic zod and none of the builder's schemas.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import { idSchema, missingAsNull, nullableStringSchema } from './readers';

/** A text the server may leave out, read as null. */
export const newsletterOptionalTextSchema = missingAsNull(nullableStringSchema);

export const newsletterListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  created: newsletterOptionalTextSchema,
  generated: newsletterOptionalTextSchema,
  closed: newsletterOptionalTextSchema,
  fileName: newsletterOptionalTextSchema,
};

/** List columns: ID, Utworzony, Wygenerowany, Wysłany, Nazwa pliku. */
export const newsletterListItemSchema = z.object(newsletterListItemShape);
export type NewsletterListItem = z.infer<typeof newsletterListItemSchema>;

/** Sent newsletters (closed set) have no edit links. */
export function isNewsletterSent(newsletter: Pick<NewsletterListItem, 'closed'>): boolean {
  return newsletter.closed !== null && newsletter.closed !== '';
}
