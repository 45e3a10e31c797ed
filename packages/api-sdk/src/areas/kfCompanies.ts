import { type AreaDeclaration, ROOT } from './define';

export const kfCompaniesArea = {
  key: 'kfCompanies',
  roles: ROOT,
  menu: 180,
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const kfCompaniesApi = ['kf_companies', 'kf_regions', 'kf_categories', 'kf_subcategories'] as const;
