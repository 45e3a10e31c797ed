/**
 * What the static pages list reads (03 §7): a member of GET /api/sites as `siteSchema` (./sites) reads it,
 * the fields the list may lack optional. The record's schema spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the sites list loads no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import {
  deletedSchema,
  idSchema,
  nullableStringSchema,
  numberOrZeroSchema,
  textOrEmptySchema,
} from './readers';

export const siteListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  title: textOrEmptySchema,
  content: z.optional(nullableStringSchema),
  slug: z.optional(nullableStringSchema),
  priority: z.optional(numberOrZeroSchema),
  deleted: deletedSchema,
};

export const siteListItemSchema = z.object(siteListItemShape);
export type SiteListItem = z.infer<typeof siteListItemSchema>;
