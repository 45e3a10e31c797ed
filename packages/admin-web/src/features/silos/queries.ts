import {
  createSilosResource,
  type NameFilter,
  resourceOf,
  type Silo,
  type SiloListItem,
  type SiloPayload,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/silos: list by name, one silo; saves refresh /api/silos/select (the article's silos). */
export const siloQueries = crudQueries<Silo, SiloListItem, SiloPayload, NameFilter>({
  root: 'silos',
  resource: (client) => resourceOf(client, createSilosResource),
  filters: byName,
  optionSource: '/api/silos/select',
});
