import {
  createKfCompaniesResource,
  type KfCompany,
  type KfCompanyCreatePayload,
  type KfCompanyListItem,
  type KfCompanyPayload,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/kf_companies: list by name, one company (the SDK refreshes the token first when under 10 s remain). */
export const kfCompanyQueries = crudQueries<
  KfCompany,
  KfCompanyListItem,
  KfCompanyPayload | KfCompanyCreatePayload,
  NameFilter
>({
  root: 'kfCompanies',
  resource: (client) => resourceOf(client, createKfCompaniesResource),
  filters: byName,
});
