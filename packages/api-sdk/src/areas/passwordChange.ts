import type { AreaDeclaration } from './define';

/** Password change: any logged-in user (and the only screen of a forcePasswordChange user). */
export const passwordChangeArea = {
  key: 'passwordChange',
  roles: [],
} as const satisfies AreaDeclaration;
