import { siloGroupListItemSchema } from '../schemas/siloGroupList';
import { crudListOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

export const SILO_GROUPS_PATH = '/api/silos_groups';

/**
 * What the silo groups list does with /api/silos_groups (02 §7), on zod/mini (SDK-C33): list (name), pages,
 * remove. The record, its saves and the options are `createSiloGroupsResource`'s (./siloGroups).
 */
export function createSiloGroupListResource(ctx: ResourceContext) {
  return crudListOps<typeof siloGroupListItemSchema, NameFilter>(ctx, {
    path: SILO_GROUPS_PATH,
    listItem: siloGroupListItemSchema,
  });
}
export type SiloGroupListResource = ReturnType<typeof createSiloGroupListResource>;
