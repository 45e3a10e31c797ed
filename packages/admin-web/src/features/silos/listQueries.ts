import {
  createSiloListResource,
  type NameFilter,
  resourceOf,
  SILOS_PATH,
  type SiloListItem,
  siloListItemSchema,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen loads no silo
 * record schema and no form rule. SiloFormScreen.tsx gives the forms the same keys; saves refresh /api/silos/select
 * (the article's silos).
 */
export const siloListQueries = crudListQueries<SiloListItem, NameFilter>({
  root: 'silos',
  listResource: (client) => resourceOf(client, createSiloListResource),
  listed: { path: SILOS_PATH, schema: siloListItemSchema },
  filters: byName,
  optionSource: '/api/silos/select',
});
