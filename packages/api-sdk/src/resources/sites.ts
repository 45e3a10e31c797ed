import { siteListItemSchema } from '../schemas/siteList';
import { type SitePayload, siteSchema } from '../schemas/sites';
import { crudOps, type NameFilter } from './base';
import type { ResourceContext } from './context';
import { SITES_PATH } from './siteList';

/** /api/sites (static pages): list (name), get, create, update, patch, remove. */
export function createSitesResource(ctx: ResourceContext) {
  return crudOps<typeof siteSchema, typeof siteListItemSchema, SitePayload, NameFilter>(ctx, {
    path: SITES_PATH,
    item: siteSchema,
    listItem: siteListItemSchema,
  });
}
export type SitesResource = ReturnType<typeof createSitesResource>;
