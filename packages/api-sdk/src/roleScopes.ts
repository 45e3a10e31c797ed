/**
 * What each role opens, for the users form (SDK-55): a module of its own, so the screens that never
 * explain roles do not carry it.
 */

import { AREAS, canAccess } from './access';
import { AREA_KEYS, type AreaKey } from './areaKeys';

/**
 * SDK-55: the areas a role opens by itself, to explain the roles where they are granted: the enabled
 * areas naming it (root: every enabled one). Home and the password change are everyone's and not counted.
 */
export function areasOpenedBy(role: string): AreaKey[] {
  return AREA_KEYS.filter(
    (area) => AREAS[area].enabled && AREAS[area].roles.length > 0 && canAccess([role], area),
  );
}

/** Whether roles open no screen beyond Home and the password change (a user who would see nothing). */
export function rolesOpenNoScreen(roles: readonly string[]): boolean {
  return roles.every((role) => areasOpenedBy(role).length === 0);
}

/** SDK-55: how the users form explains the roles. */
export const roleScopeTexts = {
  all: 'cały panel',
  none: 'żadnego ekranu panelu',
  opens: (role: string, what: string) => `${role}: ${what}.`,
  /** The roles chosen open nothing but Home and the password change. */
  nothingOpened:
    'Wybrane role nie otwierają żadnego ekranu panelu: użytkownik zobaczy tylko stronę główną i zmianę hasła.',
} as const;
