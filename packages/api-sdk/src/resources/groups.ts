import { groupListItemSchema } from '../schemas/groupList';
import { type GroupPayload, groupSchema } from '../schemas/groups';
import { crudOps, type NameFilter } from './base';
import type { ResourceContext } from './context';
import { GROUPS_PATH } from './groupList';

/** /api/groups: list (name), get, create, update, patch, remove. Options: `selects.groups()`. */
export function createGroupsResource(ctx: ResourceContext) {
  return crudOps<typeof groupSchema, typeof groupListItemSchema, GroupPayload, NameFilter>(ctx, {
    path: GROUPS_PATH,
    item: groupSchema,
    listItem: groupListItemSchema,
  });
}
export type GroupsResource = ReturnType<typeof createGroupsResource>;
