import { type SitePayload, siteListItemSchema, siteSchema } from '../schemas/sites';
import { crudOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

/** /api/sites (static pages): list (name), get, create, update, patch, remove. */
export function createSitesResource(ctx: ResourceContext) {
  return crudOps<typeof siteSchema, typeof siteListItemSchema, SitePayload, NameFilter>(ctx, {
    path: '/api/sites',
    item: siteSchema,
    listItem: siteListItemSchema,
  });
}
export type SitesResource = ReturnType<typeof createSitesResource>;
