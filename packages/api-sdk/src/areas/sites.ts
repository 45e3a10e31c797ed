import { type AreaDeclaration, ROOT } from './define';

export const sitesArea = {
  key: 'sites',
  roles: ROOT,
  menu: 110,
  // Static pages: the form stays where it is.
  redirectDelayMs: null,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const sitesApi = ['sites'] as const;
