import { siteListItemSchema } from '../schemas/siteList';
import { crudListOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

export const SITES_PATH = '/api/sites';

/**
 * What the static pages list does with /api/sites (03 §7), on zod/mini (SDK-C33): list (name), pages,
 * remove. The record and its saves are `createSitesResource`'s (./sites).
 */
export function createSiteListResource(ctx: ResourceContext) {
  return crudListOps<typeof siteListItemSchema, NameFilter>(ctx, {
    path: SITES_PATH,
    listItem: siteListItemSchema,
  });
}
export type SiteListResource = ReturnType<typeof createSiteListResource>;
