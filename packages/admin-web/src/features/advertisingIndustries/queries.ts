import {
  type AdvertisingIndustry,
  type AdvertisingIndustryListItem,
  type AdvertisingIndustryPayload,
  createAdvIndustriesResource,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { advertisingIndustryListQueries } from './listQueries';

/** /api/adv_industries: the list (listQueries.ts) and one industry; saves refresh the advert form's industry options. */
export const advertisingIndustryQueries = withRecordQueries<
  AdvertisingIndustry,
  AdvertisingIndustryListItem,
  AdvertisingIndustryPayload,
  NameFilter
>(advertisingIndustryListQueries, (client) => resourceOf(client, createAdvIndustriesResource));
