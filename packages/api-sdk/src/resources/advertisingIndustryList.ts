import { advertisingIndustryListItemSchema } from '../schemas/advertisingIndustryList';
import { crudListOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

export const ADV_INDUSTRIES_PATH = '/api/adv_industries';

/**
 * What the advertising industries list does with /api/adv_industries (03 §7), on zod/mini (SDK-C33): list
 * (name), pages, remove. The record, its saves and the options are `createAdvIndustriesResource`'s
 * (./adverts).
 */
export function createAdvertisingIndustryListResource(ctx: ResourceContext) {
  return crudListOps<typeof advertisingIndustryListItemSchema, NameFilter>(ctx, {
    path: ADV_INDUSTRIES_PATH,
    listItem: advertisingIndustryListItemSchema,
  });
}
export type AdvertisingIndustryListResource = ReturnType<typeof createAdvertisingIndustryListResource>;
