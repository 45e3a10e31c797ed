import { type AreaDeclaration, ROOT } from './define';

export const groupsArea = {
  key: 'groups',
  roles: ROOT,
  menu: 30,
  redirectDelayMs: 1000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const groupsApi = ['groups'] as const;
