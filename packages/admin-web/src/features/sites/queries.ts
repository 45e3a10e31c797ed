import {
  createSitesResource,
  type NameFilter,
  resourceOf,
  type Site,
  type SiteListItem,
  type SitePayload,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { siteListQueries } from './listQueries';

/** /api/sites (static pages): the list (listQueries.ts) and one page. */
export const siteQueries = withRecordQueries<Site, SiteListItem, SitePayload, NameFilter>(
  siteListQueries,
  (client) => resourceOf(client, createSitesResource),
);
