import { type AreaDeclaration, ROOT } from './define';

/** Article statistics (Google), in the statistics menu group. */
export const articleStatsArea = {
  key: 'articleStats',
  roles: ROOT,
  menu: 2,
} as const satisfies AreaDeclaration;
