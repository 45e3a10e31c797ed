import {
  createKfCompaniesResource,
  type KfCompany,
  type KfCompanyCreatePayload,
  type KfCompanyListItem,
  type KfCompanyPayload,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { kfCompanyListQueries } from './listQueries';

/**
 * /api/kf_companies: the list by name (listQueries.ts) and one company (the SDK refreshes the token first
 * when under 10 s remain).
 */
export const kfCompanyQueries = withRecordQueries<
  KfCompany,
  KfCompanyListItem,
  KfCompanyPayload | KfCompanyCreatePayload,
  NameFilter
>(kfCompanyListQueries, (client) => resourceOf(client, createKfCompaniesResource));
