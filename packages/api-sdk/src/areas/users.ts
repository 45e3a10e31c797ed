import { type AreaDeclaration, ROOT } from './define';

export const usersArea = {
  key: 'users',
  roles: ROOT,
  menu: 200,
  // Not given by the specification: SDK-12 gives it the common 2 s.
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const usersApi = ['users'] as const;
