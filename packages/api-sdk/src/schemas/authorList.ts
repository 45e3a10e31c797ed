/**
 * What the authors list reads (02 §7): a member of GET /api/authors as `authorSchema` (./authors) reads
 * it, the fields the list may lack optional (also the creatable select's lookup: id and name). The
 * record's schema spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the authors list loads no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  deletedSchema,
  idSchema,
  nullableStringSchema,
  textOrEmptySchema,
} from './readers';

export const authorListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  email: z.optional(nullableStringSchema),
  includeInStats: z.optional(booleanishSchema),
  /** The deletion time: a deleted author stays readable for the articles that name it. */
  deleted: deletedSchema,
};

/** A member of GET /api/authors (also the creatable select's lookup: id and name). */
export const authorListItemSchema = z.object(authorListItemShape);
export type AuthorListItem = z.infer<typeof authorListItemSchema>;
