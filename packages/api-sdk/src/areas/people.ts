import { type AreaDeclaration, ROOT } from './define';

/**
 * Media people: new and edit screens (D8); the list is `peopleList`, disabled (D9). SDK-23: root, like
 * authors.
 */
export const peopleArea = {
  key: 'people',
  roles: ROOT,
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const peopleApi = ['people'] as const;
