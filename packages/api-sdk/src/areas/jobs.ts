import { type AreaDeclaration, ROOT } from './define';

/**
 * Disabled, without screens in the specification (D9; roles not shown, root only); the contract has
 * job_offers, so the panel has a list and form for it (SDK-35).
 */
export const jobsArea = {
  key: 'jobs',
  roles: ROOT,
  disabled: true,
  // SDK-35: a reference list the specification gives no screen for returns after 2 s, as most forms.
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/**
 * The API resources it owns (the first path segment after /api/; the first is its own):
 * job_offers: the newsletter reads the offers through its `jobOffers` lookup.
 */
export const jobsApi = ['job_offers'] as const;
