import type { NameFilter, Site, SiteListItem, SitePayload } from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/sites (static pages): list by name, one page. */
export const siteQueries = crudQueries<Site, SiteListItem, SitePayload, NameFilter>({
  root: 'sites',
  resource: (client) => client.sites,
  filters: byName,
});
