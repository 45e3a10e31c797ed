import { siloGroupListItemSchema } from '../schemas/siloGroupList';
import { type SiloGroupPayload, siloGroupSchema } from '../schemas/siloGroups';
import { crudOps, type NameFilter } from './base';
import type { ResourceContext } from './context';
import { SILO_GROUPS_PATH } from './siloGroupList';

/** /api/silos_groups: list (name), get, create, update, patch, remove. Options: `selects.siloGroups()`. */
export function createSiloGroupsResource(ctx: ResourceContext) {
  return crudOps<typeof siloGroupSchema, typeof siloGroupListItemSchema, SiloGroupPayload, NameFilter>(ctx, {
    path: SILO_GROUPS_PATH,
    item: siloGroupSchema,
    listItem: siloGroupListItemSchema,
  });
}
export type SiloGroupsResource = ReturnType<typeof createSiloGroupsResource>;
