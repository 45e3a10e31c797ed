import { type AreaDeclaration, ROOT } from './define';

/** Advert new/edit screens (root); their list is `advertsList`, disabled. */
export const advertsArea = {
  key: 'adverts',
  roles: ROOT,
  // Not given by the specification: SDK-12 gives it the common 2 s.
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const advertsApi = ['advs'] as const;
