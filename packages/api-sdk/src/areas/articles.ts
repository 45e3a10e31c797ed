import { type AreaDeclaration, EDITORIAL } from './define';

/** Articles, their preview and the statistics modal of the list. */
export const articlesArea = {
  key: 'articles',
  roles: EDITORIAL,
  menu: 20,
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const articlesApi = ['articles'] as const;
