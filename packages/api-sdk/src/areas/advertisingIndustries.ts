import { type AreaDeclaration, ROOT } from './define';

/** Advertising industry new/edit screens (root); their list is `advertisingIndustriesList`, disabled. */
export const advertisingIndustriesArea = {
  key: 'advertisingIndustries',
  roles: ROOT,
  // Not given by the specification: SDK-12 gives it the common 2 s.
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const advertisingIndustriesApi = ['adv_industries'] as const;
