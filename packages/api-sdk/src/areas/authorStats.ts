import { type AreaDeclaration, ROOT } from './define';

/** Author statistics, in the statistics menu group (with article statistics and reports). */
export const authorStatsArea = {
  key: 'authorStats',
  roles: ROOT,
  menu: 1,
} as const satisfies AreaDeclaration;
