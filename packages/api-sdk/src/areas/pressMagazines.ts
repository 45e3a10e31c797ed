import type { AreaDeclaration } from './define';

/** Press magazines and their issues. */
export const pressMagazinesArea = {
  key: 'pressMagazines',
  roles: ['root', 'press_editor'],
  menu: 310,
  redirectDelayMs: 1000,
  formRedirectDelaysMs: {
    pressIssues: 1000,
  },
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const pressMagazinesApi = ['press_magazines', 'press_magazine_numbers'] as const;
