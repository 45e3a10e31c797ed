import { type AreaDeclaration, ROOT } from './define';

export const logsArea = {
  key: 'logs',
  roles: ROOT,
  menu: 220,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const logsApi = ['logs'] as const;
