import { advertListItemSchema } from '../schemas/advertList';
import { crudListOps, type TitleFilter } from './base';
import type { ResourceContext } from './context';

export const ADVERTS_PATH = '/api/advs';

/**
 * What the adverts list does with /api/advs (03 §7), on zod/mini (SDK-C33): list (title), pages, remove.
 * The record and its multipart saves are `createAdvertsResource`'s (./adverts).
 */
export function createAdvertListResource(ctx: ResourceContext) {
  return crudListOps<typeof advertListItemSchema, TitleFilter>(ctx, {
    path: ADVERTS_PATH,
    listItem: advertListItemSchema,
  });
}
export type AdvertListResource = ReturnType<typeof createAdvertListResource>;
