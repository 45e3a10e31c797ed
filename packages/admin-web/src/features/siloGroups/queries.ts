import {
  createSiloGroupsResource,
  type NameFilter,
  resourceOf,
  type SiloGroup,
  type SiloGroupListItem,
  type SiloGroupPayload,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/silos_groups: list by name, one group; saves refresh /api/silos_groups/select (the silo form's groups). */
export const siloGroupQueries = crudQueries<SiloGroup, SiloGroupListItem, SiloGroupPayload, NameFilter>({
  root: 'siloGroups',
  resource: (client) => resourceOf(client, createSiloGroupsResource),
  filters: byName,
  optionSource: '/api/silos_groups/select',
});
