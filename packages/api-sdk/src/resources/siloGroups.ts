import { type SiloGroupPayload, siloGroupListItemSchema, siloGroupSchema } from '../schemas/siloGroups';
import { crudOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

/** /api/silos_groups: list (name), get, create, update, patch, remove. Options: `selects.siloGroups()`. */
export function createSiloGroupsResource(ctx: ResourceContext) {
  return crudOps<typeof siloGroupSchema, typeof siloGroupListItemSchema, SiloGroupPayload, NameFilter>(ctx, {
    path: '/api/silos_groups',
    item: siloGroupSchema,
    listItem: siloGroupListItemSchema,
  });
}
export type SiloGroupsResource = ReturnType<typeof createSiloGroupsResource>;
