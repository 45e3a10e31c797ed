/**
 * The groups list (02 §7): what it reads of GET /api/groups, a member as `groupSchema` (./groups) reads it
 * with the fields the list may lack optional (the record's schema spreads this shape), and what it does
 * with /api/groups: list (name), pages, remove. The record, its saves and the options are
 * `createGroupsResource`'s (./groups).
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the groups list loads no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { groupsApi } from '../areas/groups';
import { jsonLdShape } from '../schemas/jsonLd';
import {
  booleanishSchema,
  deletedSchema,
  idSchema,
  nullableStringSchema,
  numberOrZeroSchema,
  textOrEmptySchema,
} from '../schemas/readers';
import { crudListOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

export const GROUPS_PATH = `/api/${groupsApi[0]}` as const;

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

export function createGroupListResource(ctx: ResourceContext) {
  return crudListOps<typeof groupListItemSchema, NameFilter>(ctx, {
    path: GROUPS_PATH,
    listItem: groupListItemSchema,
  });
}
export type GroupListResource = ReturnType<typeof createGroupListResource>;
