import type { NameFilter, Silo, SiloListItem, SiloPayload } from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/silos: list by name, one silo; saves refresh /api/silos/select (the article's silos). */
export const siloQueries = crudQueries<Silo, SiloListItem, SiloPayload, NameFilter>({
  root: 'silos',
  resource: (client) => client.silos,
  filters: byName,
  optionSource: '/api/silos/select',
});
