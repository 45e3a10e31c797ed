import {
  type AdvertisingIndustry,
  type AdvertisingIndustryPayload,
  createAdvIndustriesResource,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/adv_industries: list by name, one industry; saves refresh the advert form's industry options. */
export const advertisingIndustryQueries = crudQueries<
  AdvertisingIndustry,
  AdvertisingIndustry,
  AdvertisingIndustryPayload,
  NameFilter
>({
  root: 'advertisingIndustries',
  resource: (client) => resourceOf(client, createAdvIndustriesResource),
  filters: byName,
  optionSource: '/api/adv_industries/select',
});
