import type { AreaDeclaration } from './define';

export const advertsListArea = {
  key: 'advertsList',
  roles: ['root', 'advs_editor'],
  disabled: true,
} as const satisfies AreaDeclaration;
