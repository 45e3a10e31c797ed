import { type AreaDeclaration, ROOT } from './define';

/** Disabled, with screens the specification describes (D9). */
export const probesArea = {
  key: 'probes',
  roles: ROOT,
  disabled: true,
  redirectDelayMs: 2000,
} as const satisfies AreaDeclaration;

/** The API resources it owns (the first path segment after /api/; the first is its own). */
export const probesApi = ['probes'] as const;
