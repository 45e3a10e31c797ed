import {
  ADV_INDUSTRIES_PATH,
  type AdvertisingIndustryListItem,
  advertisingIndustryListItemSchema,
  createAdvertisingIndustryListResource,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen and its
 * route's prefetch load no industry record schema and no form rule. AdvertisingIndustryFormScreen.tsx gives the forms the same
 * keys; saves refresh the advert form's industry options.
 */
export const advertisingIndustryListQueries = crudListQueries<AdvertisingIndustryListItem, NameFilter>({
  root: 'advertisingIndustries',
  listResource: (client) => resourceOf(client, createAdvertisingIndustryListResource),
  listed: { path: ADV_INDUSTRIES_PATH, schema: advertisingIndustryListItemSchema },
  filters: byName,
  optionSource: '/api/adv_industries/select',
});
