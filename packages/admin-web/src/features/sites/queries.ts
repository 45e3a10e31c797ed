import {
  createSitesResource,
  type NameFilter,
  resourceOf,
  type Site,
  type SiteListItem,
  type SitePayload,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/sites (static pages): list by name, one page. */
export const siteQueries = crudQueries<Site, SiteListItem, SitePayload, NameFilter>({
  root: 'sites',
  resource: (client) => resourceOf(client, createSitesResource),
  filters: byName,
});
