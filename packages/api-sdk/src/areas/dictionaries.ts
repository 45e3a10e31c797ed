import type { AreaDeclaration } from './define';

/** Disabled, with screens the specification describes (D9). */
export const dictionariesArea = {
  key: 'dictionaries',
  roles: ['root', 'dictionary_all'],
  disabled: true,
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const dictionariesApi = ['dictionaries', 'dictionarycategories'] as const;
