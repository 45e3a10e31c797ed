import { type AreaDeclaration, ROOT } from './define';

/**
 * Disabled, without screens in the specification (D9; roles not shown, root only) and without a resource:
 * enabling it changes nothing.
 */
export const promotionsArea = {
  key: 'promotions',
  roles: ROOT,
  disabled: true,
} as const satisfies AreaDeclaration;
