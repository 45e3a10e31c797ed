/**
 * What the categories list reads (02 §7): a member of GET /api/categories as `categorySchema` (./categories)
 * reads it, the fields the list may lack optional. The record's schema spreads this shape.
 */
// zod/mini, as the comments and articles lists (SDK-C30, SDK-C33): the categories list loads no classic
// zod and no form rules.
import { z } from 'zod/mini';
import { nullableRelationSchema } from './iris';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  deletedSchema,
  idSchema,
  missingAsNull,
  nullableIdStringSchema,
  nullableStringSchema,
  numberOrZeroSchema,
  textOrEmptySchema,
} from './readers';

export const categoryListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  slug: z.optional(nullableStringSchema),
  metaTitle: z.optional(nullableStringSchema),
  metaKeywords: z.optional(nullableStringSchema),
  metaDescription: z.optional(nullableStringSchema),
  isPublish: booleanishSchema,
  ordering: z.optional(numberOrZeroSchema),
  showInMainMenuOrdering: z.optional(booleanishSchema),
  group: missingAsNull(nullableRelationSchema('groups')),
  parentId: missingAsNull(nullableIdStringSchema),
  deleted: deletedSchema,
};

export const categoryListItemSchema = z.object(categoryListItemShape);
export type CategoryListItem = z.infer<typeof categoryListItemSchema>;
