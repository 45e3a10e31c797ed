import { type AreaDeclaration, ROOT } from './define';

export const authorsArea = {
  key: 'authors',
  roles: ROOT,
  menu: 80,
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const authorsApi = ['authors'] as const;
