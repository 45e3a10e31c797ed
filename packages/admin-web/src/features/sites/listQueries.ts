import {
  createSiteListResource,
  type NameFilter,
  resourceOf,
  SITES_PATH,
  type SiteListItem,
  siteListItemSchema,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen loads no page
 * record schema and no form rule. SiteFormScreen.tsx gives the forms the same keys.
 */
export const siteListQueries = crudListQueries<SiteListItem, NameFilter>({
  root: 'sites',
  listResource: (client) => resourceOf(client, createSiteListResource),
  listed: { path: SITES_PATH, schema: siteListItemSchema },
  filters: byName,
});
