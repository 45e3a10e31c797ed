import { type AreaDeclaration, EDITORIAL } from './define';

export const playersArea = {
  key: 'players',
  roles: EDITORIAL,
  menu: 21,
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const playersApi = ['players'] as const;
