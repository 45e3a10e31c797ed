import { type AreaDeclaration, ROOT } from './define';

export const siloGroupsArea = {
  key: 'siloGroups',
  roles: ROOT,
  menu: 42,
  redirectDelayMs: 1000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const siloGroupsApi = ['silos_groups'] as const;
