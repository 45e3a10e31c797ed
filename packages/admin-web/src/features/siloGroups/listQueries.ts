import {
  createSiloGroupListResource,
  type NameFilter,
  resourceOf,
  SILO_GROUPS_PATH,
  type SiloGroupListItem,
  siloGroupListItemSchema,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen loads no silo
 * group record schema and no form rule. SiloGroupFormScreen.tsx gives the forms the same keys; saves refresh
 * /api/silos_groups/select (the silo form's groups).
 */
export const siloGroupListQueries = crudListQueries<SiloGroupListItem, NameFilter>({
  root: 'siloGroups',
  listResource: (client) => resourceOf(client, createSiloGroupListResource),
  listed: { path: SILO_GROUPS_PATH, schema: siloGroupListItemSchema },
  filters: byName,
  optionSource: '/api/silos_groups/select',
});
