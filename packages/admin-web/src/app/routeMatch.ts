/**
 * Paths and addresses against a list of routes, without the route table itself: the entry matches the
 * logged-out routes with these (loggedOutRoutes.ts), the logged-in panel the whole table (routing.ts),
 * and the boot the paths of the build's route files (boot/boot.ts).
 */
import type { RouteDefinition } from '../routes';

export interface MenuLink {
  readonly kind: 'link';
  readonly name: string;
  readonly label: string;
  /** Path under the admin prefix, with a leading slash. */
  readonly to: string;
  readonly position: number;
}

export function toPath(route: Pick<RouteDefinition, 'path'>): string {
  return `/${route.path}`;
}

/** The logged-out menu (01 §2): the logged-out routes flagged for it, in their order. */
export function loggedOutMenu(routes: readonly RouteDefinition[]): MenuLink[] {
  return routes
    .filter((route) => route.session === 'logged-out' && route.loggedOutMenu)
    .map((route, index) => ({
      kind: 'link',
      name: route.name,
      label: route.label,
      to: toPath(route),
      position: index,
    }));
}

/** The first segment of a path under the admin prefix: '/categories/edit/3' → 'categories'; '/' → ''. */
export function firstSegment(pathname: string): string {
  return pathname.replace(/^\/+/, '').split('/')[0] ?? '';
}

/**
 * The route of a path under the admin prefix ('/categories/edit/3'): same number of segments, each equal
 * or a parameter (':id'); a route with more literal segments wins ('categories/new' over ':id').
 */
export function matchRoute<Route extends Pick<RouteDefinition, 'path'>>(
  pathname: string,
  routes: readonly Route[],
): Route | undefined {
  const parts = pathname.split('/').filter((part) => part !== '');
  let best: { route: Route; literal: number } | undefined;
  for (const route of routes) {
    const pattern = route.path.split('/').filter((part) => part !== '');
    if (pattern.length !== parts.length) continue;
    if (!pattern.every((segment, index) => segment.startsWith(':') || segment === parts[index])) continue;
    const literal = pattern.filter((segment) => !segment.startsWith(':')).length;
    if (!best || literal > best.literal) best = { route, literal };
  }
  return best?.route;
}

/** The `:name` segments of a route's path read from an address it matches ('press_magazines/numbers/:id'). */
export function routeParams(routePath: string, pathname: string): Record<string, string> {
  const parts = pathname.split('/').filter((part) => part !== '');
  const params: Record<string, string> = {};
  routePath
    .split('/')
    .filter((segment) => segment !== '')
    .forEach((segment, index) => {
      if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(parts[index] ?? '');
    });
  return params;
}
