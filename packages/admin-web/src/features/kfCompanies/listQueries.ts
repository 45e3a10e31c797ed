import {
  createKfCompanyListResource,
  KF_COMPANIES_PATH,
  type KfCompanyListItem,
  kfCompanyListItemSchema,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen and its
 * route's prefetch load no company record schema and no form rule. queries.ts gives the forms the same
 * keys.
 */
export const kfCompanyListQueries = crudListQueries<KfCompanyListItem, NameFilter>({
  root: 'kfCompanies',
  listResource: (client) => resourceOf(client, createKfCompanyListResource),
  listed: { path: KF_COMPANIES_PATH, schema: kfCompanyListItemSchema },
  filters: byName,
});
