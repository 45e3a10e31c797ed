import type {
  KfCompany,
  KfCompanyCreatePayload,
  KfCompanyListItem,
  KfCompanyPayload,
  NameFilter,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudQueries } from '../../shared/crud/queries';

/** The directory searches by name (03 §7: GET /api/kf_companies?name={q}). */
export function byName({ page, searchQuery }: CrudListState): NameFilter {
  return { page, name: searchQuery || undefined };
}

/** /api/kf_companies: list by name, one company (the SDK refreshes the token first when under 10 s remain). */
export const kfCompanyQueries = crudQueries<
  KfCompany,
  KfCompanyListItem,
  KfCompanyPayload | KfCompanyCreatePayload,
  NameFilter
>({
  root: 'kfCompanies',
  resource: (client) => client.kfCompanies,
  filters: byName,
});
