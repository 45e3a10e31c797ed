import type { AreaDeclaration } from './define';

/** Phone producers: the list for root and phone_editor; new and edit are `producersEdit`. */
export const producersArea = {
  key: 'producers',
  roles: ['root', 'phone_editor'],
  menu: 240,
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const producersApi = ['producers'] as const;
