import { type AreaDeclaration, ROOT } from './define';

export const rssArea = {
  key: 'rss',
  roles: ROOT,
  menu: 160,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const rssApi = ['rss'] as const;
