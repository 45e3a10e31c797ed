import { type AreaDeclaration, EDITORIAL } from './define';

export const cacheArea = {
  key: 'cache',
  roles: EDITORIAL,
  menu: 150,
} as const satisfies AreaDeclaration;
