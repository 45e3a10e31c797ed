import type { AreaDeclaration } from './define';

export const commentsArea = {
  key: 'comments',
  roles: ['root', 'comment_all'],
  menu: 22,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const commentsApi = ['comments'] as const;
