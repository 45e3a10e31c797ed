/**
 * Groups, the top-level sections (02 §3, §5, §7): the area's declaration, the API resource it owns, and
 * the list's half, on zod/mini (SDK-C30, SDK-C33): what the list reads of GET /api/groups, a member as
 * `groupSchema` (../resources/groups) reads it with the fields the list may lack optional (the record's
 * schema spreads this shape), and what it does with /api/groups: list (name), pages, remove. The record,
 * its saves and the options are `createGroupsResource`'s (../resources/groups). The shell's tables read a
 * copy of the declaration (./list.ts), so none of this rides into them.
 */
import { z } from 'zod/mini';
import { crudListOps, type NameFilter } from '../resources/base';
import type { ResourceContext } from '../resources/context';
import { jsonLdShape } from '../schemas/jsonLd';
import {
  booleanishSchema,
  deletedSchema,
  idSchema,
  nullableStringSchema,
  numberOrZeroSchema,
  textOrEmptySchema,
} from '../schemas/readers';
import { type AreaDeclaration, ROOT } from './define';

export const groupsArea = {
  key: 'groups',
  roles: ROOT,
  menu: 30,
  redirectDelayMs: 1000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const groupsApi = ['groups'] as const;

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
