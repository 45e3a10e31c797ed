import type { AreaDeclaration } from './define';

/**
 * Disabled, without screens in the specification (D9); the contract has its resource, so the panel has a
 * list and form for it (SDK-35).
 */
export const photoReportagesArea = {
  key: 'photoReportages',
  roles: ['root', 'photo_editor'],
  disabled: true,
  // SDK-35: a reference list the specification gives no screen for returns after 2 s, as most forms.
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const photoReportagesApi = ['photo_reportages'] as const;
