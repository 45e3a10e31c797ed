import type { AreaDeclaration } from './define';

export const advertisingIndustriesListArea = {
  key: 'advertisingIndustriesList',
  roles: ['root', 'advs_editor'],
  disabled: true,
} as const satisfies AreaDeclaration;
