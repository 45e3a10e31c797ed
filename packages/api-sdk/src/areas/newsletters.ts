import { type AreaDeclaration, ROOT } from './define';

export const newslettersArea = {
  key: 'newsletters',
  roles: ROOT,
  menu: 24,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const newslettersApi = ['newsletters', 'newsletter_data', 'newsletters_images'] as const;
