/** Configuration defaults (D2). */

export const DEFAULT_ADMIN_PREFIX = '/wirtualny_admin';
export const DEFAULT_PRODUCT = 'WM';
