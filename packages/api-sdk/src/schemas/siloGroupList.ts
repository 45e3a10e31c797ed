/**
 * What the silo groups list reads (02 §7): a member of GET /api/silos_groups as `siloGroupSchema`
 * (./siloGroups) reads it, the fields the list may lack optional. The record's schema spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the silo groups list loads
// no classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  deletedSchema,
  idSchema,
  nullableIdStringSchema,
  nullableStringSchema,
  numberOrZeroSchema,
  textOrEmptySchema,
} from './readers';

export const siloGroupListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  isPublish: booleanishSchema,
  priority: z.optional(numberOrZeroSchema),
  deleted: deletedSchema,
  date: z.optional(nullableStringSchema),
  authorID: z.optional(nullableIdStringSchema),
};

export const siloGroupListItemSchema = z.object(siloGroupListItemShape);
export type SiloGroupListItem = z.infer<typeof siloGroupListItemSchema>;
