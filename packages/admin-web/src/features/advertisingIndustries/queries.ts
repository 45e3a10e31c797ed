import type { AdvertisingIndustry, AdvertisingIndustryPayload, NameFilter } from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudQueries } from '../../shared/crud/queries';

/** The industries list searches by name (03 §7: GET /api/adv_industries?name={text}). */
export function byName({ page, searchQuery }: CrudListState): NameFilter {
  return { page, name: searchQuery || undefined };
}

/** /api/adv_industries: list by name, one industry; saves refresh the advert form's industry options. */
export const advertisingIndustryQueries = crudQueries<
  AdvertisingIndustry,
  AdvertisingIndustry,
  AdvertisingIndustryPayload,
  NameFilter
>({
  root: 'advertisingIndustries',
  resource: (client) => client.advIndustries,
  filters: byName,
  optionSource: '/api/adv_industries/select',
});
