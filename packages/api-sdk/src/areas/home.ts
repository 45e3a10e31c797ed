import type { AreaDeclaration } from './define';

/** Home: any logged-in user. */
export const homeArea = {
  key: 'home',
  roles: [],
  menu: 10,
} as const satisfies AreaDeclaration;
