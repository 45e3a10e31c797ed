/**
 * The routes of a logged-out user (01 §2: Login only), apart from the route table: the entry, which shows
 * them, then does not carry the whole table with its hundred lazy imports (WEB-50). The route table
 * (routes.ts) takes the same definitions.
 */
import { lazy } from './app/lazyScreen';
import type { RouteName } from './areas';
import { LOGGED_OUT_ROUTE_DATA } from './loggedOutAreas';
import type { RouteDefinition } from './routes';

const screens: Record<(typeof LOGGED_OUT_ROUTE_DATA)[number]['screen'], RouteDefinition['screen']> = {
  'session/LoginScreen': lazy(() => import('./features/session/LoginScreen')),
};

export const LOGGED_OUT_ROUTES: readonly RouteDefinition[] = LOGGED_OUT_ROUTE_DATA.map((data) => ({
  ...data,
  screen: screens[data.screen],
}));

export const LOGIN_ROUTE = LOGGED_OUT_ROUTES[0] as RouteDefinition;

/** A logged-out route by name (the route table's entry for it). */
export function loggedOutRoute(name: RouteName): RouteDefinition {
  const found = LOGGED_OUT_ROUTES.find((route) => route.name === name);
  if (!found) throw new RangeError(`No logged-out route named ${name}`);
  return found;
}
