import { type AreaDeclaration, ROOT } from './define';

export const silosArea = {
  key: 'silos',
  roles: ROOT,
  menu: 41,
  redirectDelayMs: 1000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const silosApi = ['silos'] as const;
