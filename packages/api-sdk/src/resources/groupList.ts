import { groupsApi } from '../areas/groups';
import { groupListItemSchema } from '../schemas/groupList';
import { crudListOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

export const GROUPS_PATH = `/api/${groupsApi[0]}` as const;

/**
 * What the groups list does with /api/groups (02 §7), on zod/mini (SDK-C33): list (name), pages, remove.
 * The record, its saves and the options are `createGroupsResource`'s (./groups).
 */
export function createGroupListResource(ctx: ResourceContext) {
  return crudListOps<typeof groupListItemSchema, NameFilter>(ctx, {
    path: GROUPS_PATH,
    listItem: groupListItemSchema,
  });
}
export type GroupListResource = ReturnType<typeof createGroupListResource>;
