import { kfCompanyListItemSchema } from '../schemas/kfCompanyList';
import { crudListOps, type NameFilter } from './base';
import type { ResourceContext } from './context';

export const KF_COMPANIES_PATH = '/api/kf_companies';

/**
 * What the company directory's list does with /api/kf_companies (03 §7; D24), on zod/mini (SDK-C33): list
 * (name), pages, remove. The record, its saves, regions and subcategories are
 * `createKfCompaniesResource`'s (./kfCompanies).
 */
export function createKfCompanyListResource(ctx: ResourceContext) {
  return crudListOps<typeof kfCompanyListItemSchema, NameFilter>(ctx, {
    path: KF_COMPANIES_PATH,
    listItem: kfCompanyListItemSchema,
  });
}
export type KfCompanyListResource = ReturnType<typeof createKfCompanyListResource>;
