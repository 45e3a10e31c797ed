/**
 * The logged-out routes' declarations (01 §2: Login only), apart from areas.ts: the entry, which shows
 * them, then carries none of the other routes' data.
 */
import type { RouteData } from './areas';

export const LOGGED_OUT_ROUTE_DATA = [
  {
    name: 'login',
    path: 'login',
    area: null,
    session: 'logged-out',
    label: 'Zaloguj się',
    loggedOutMenu: true,
    screen: 'session/LoginScreen',
  },
] as const satisfies readonly RouteData[];
