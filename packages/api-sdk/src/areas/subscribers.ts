import { type AreaDeclaration, ROOT } from './define';

export const subscribersArea = {
  key: 'subscribers',
  roles: ROOT,
  menu: 25,
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const subscribersApi = ['subscribers'] as const;
