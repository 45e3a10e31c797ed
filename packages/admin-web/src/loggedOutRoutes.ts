/**
 * The routes of a logged-out user (01 §2: Login only), apart from the route table: the entry, which shows
 * them, then does not carry the whole table with its ninety lazy imports (WEB-50). The route table
 * (routes.ts, loaded with the logged-in panel) lists them too.
 */
import { lazy } from './app/lazyScreen';
import { route } from './routeDefinition';
import type { RouteDefinition } from './routes';

const screens = {
  login: lazy(() => import('./features/session/LoginScreen')),
};

export const LOGIN_ROUTE: RouteDefinition = route({
  name: 'login',
  path: 'login',
  area: null,
  session: 'logged-out',
  label: 'Zaloguj się',
  loggedOutMenu: true,
  screen: screens.login,
});

export const LOGGED_OUT_ROUTES: readonly RouteDefinition[] = [LOGIN_ROUTE];
