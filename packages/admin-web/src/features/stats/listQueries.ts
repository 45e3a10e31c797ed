import { createStatListResource, type PageFilter, resourceOf, type StatListItem } from '@redakcja/api-sdk';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen and its
 * route's prefetch load no stat form rule. queries.ts gives the forms the same keys.
 */
export const statListQueries = crudListQueries<StatListItem, PageFilter>({
  root: 'stats',
  listResource: (client) => resourceOf(client, createStatListResource),
  filters: ({ page }) => ({ page }),
});
