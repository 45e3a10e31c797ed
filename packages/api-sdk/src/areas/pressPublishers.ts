import { type AreaDeclaration, ROOT } from './define';

/**
 * Disabled, without screens in the specification (D9; roles not shown, root only); the contract has its
 * resource, so the panel has a list and form for it (SDK-35).
 */
export const pressPublishersArea = {
  key: 'pressPublishers',
  roles: ROOT,
  disabled: true,
  // SDK-35: a reference list the specification gives no screen for returns after 2 s, as most forms.
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/**
 * The API resources it owns (the first path segment after /api/; the first is its own):
 * press_publishers: the magazine form reads them through `pressPublishersSelect`.
 */
export const pressPublishersApi = ['press_publishers'] as const;
