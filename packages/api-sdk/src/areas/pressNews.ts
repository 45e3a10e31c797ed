import type { AreaDeclaration } from './define';

export const pressNewsArea = {
  key: 'pressNews',
  roles: ['root', 'prs_all'],
  menu: 290,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const pressNewsApi = ['news'] as const;
