import { type AreaDeclaration, ROOT } from './define';

/** D10: root only. */
export const googleCredentialsArea = {
  key: 'googleCredentials',
  roles: ROOT,
  menu: 360,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const googleCredentialsApi = ['google'] as const;
