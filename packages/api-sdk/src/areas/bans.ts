import { type AreaDeclaration, ROOT } from './define';

export const bansArea = {
  key: 'bans',
  roles: ROOT,
  menu: 23,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const bansApi = ['black_lists', 'black_words', 'black_email_domains'] as const;
