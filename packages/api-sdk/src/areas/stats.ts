import { type AreaDeclaration, ROOT } from './define';

/** Reports, in the statistics menu group. */
export const statsArea = {
  key: 'stats',
  roles: ROOT,
  menu: 3,
  redirectDelayMs: 2300,
  formRedirectDelaysMs: {
    // D23: the edit screen returns after 2 s (2.3 s is the create's, 03 §9).
    statEdit: 2000,
  },
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const statsApi = ['stats', 'report'] as const;
