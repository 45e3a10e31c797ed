/**
 * What the groups list reads (02 §7): a member of GET /api/groups as `groupSchema` (./groups) reads it, the
 * fields the list may lack optional. The record's schema spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the groups list loads no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  deletedSchema,
  idSchema,
  nullableStringSchema,
  numberOrZeroSchema,
  textOrEmptySchema,
} from './readers';

export const groupListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  metaTitle: z.optional(nullableStringSchema),
  metaKeywords: z.optional(nullableStringSchema),
  metaDescription: z.optional(nullableStringSchema),
  isPublish: booleanishSchema,
  priority: z.optional(numberOrZeroSchema),
  slug: z.optional(nullableStringSchema),
  deleted: deletedSchema,
};

export const groupListItemSchema = z.object(groupListItemShape);
export type GroupListItem = z.infer<typeof groupListItemSchema>;
