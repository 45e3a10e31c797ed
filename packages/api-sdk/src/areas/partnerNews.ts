import { type AreaDeclaration, ROOT } from './define';

export const partnerNewsArea = {
  key: 'partnerNews',
  roles: ROOT,
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const partnerNewsApi = ['newsletter_partner_news'] as const;
