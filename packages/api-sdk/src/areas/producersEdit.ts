import { type AreaDeclaration, ROOT } from './define';

/** The phone producers' new and edit screens: root only. */
export const producersEditArea = {
  key: 'producersEdit',
  roles: ROOT,
} as const satisfies AreaDeclaration;
