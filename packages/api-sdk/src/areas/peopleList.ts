import { type AreaDeclaration, ROOT } from './define';

export const peopleListArea = {
  key: 'peopleList',
  roles: ROOT,
  disabled: true,
} as const satisfies AreaDeclaration;
