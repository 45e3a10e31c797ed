/**
 * A route of the table as written in routes.ts and loggedOutRoutes.ts (logged in unless it says
 * otherwise). The build reads both files' source (panelBase.ts, ROUTE_SOURCES): keep the
 * `route({ … path: '…' … screen: screens.x })` shape.
 */
import type { RouteDefinition } from './routes';

type RouteInput = Omit<RouteDefinition, 'session'> & { session?: RouteDefinition['session'] };

export function route(input: RouteInput): RouteDefinition {
  return { session: 'logged-in', ...input };
}
