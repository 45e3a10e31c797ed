import { type AreaDeclaration, ROOT } from './define';

export const pressCompaniesArea = {
  key: 'pressCompanies',
  roles: ROOT,
  menu: 300,
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const pressCompaniesApi = ['companies'] as const;
