import { type AreaDeclaration, ROOT } from './define';

export const categoriesArea = {
  key: 'categories',
  roles: ROOT,
  menu: 40,
  redirectDelayMs: 1000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const categoriesApi = ['categories'] as const;
