import { type AreaDeclaration, EDITORIAL } from './define';

export const sponsoredArticlesArea = {
  key: 'sponsoredArticles',
  roles: EDITORIAL,
  menu: 50,
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;
