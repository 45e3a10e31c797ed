/**
 * Paths of the areas' routes by name, with their parameters filled in: `pathTo('pressIssueNew',
 * { id: 7 })` → '/press_numbers/new/7'. Screens link by name, so a route's path lives in one place
 * (areas.ts); a name that is not a route fails the type check. Reads the plain declarations, not the
 * route table with its lazy screens.
 */
import { ROUTE_DATA, type RouteName } from '../areas';

export type { RouteName };

const PATHS = new Map<string, string>(ROUTE_DATA.map((route) => [route.name, route.path]));

function pathOf(name: RouteName): string {
  const path = PATHS.get(name);
  if (path === undefined) throw new RangeError(`No route named ${name}`);
  return path;
}

export function pathTo(name: RouteName, params: Readonly<Record<string, string | number>> = {}): string {
  const path = pathOf(name).replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new RangeError(`The route ${name} needs :${key}`);
    return encodeURIComponent(String(value));
  });
  return `/${path}`;
}

/** The route's pattern for react-router's matching ('/press_numbers/new/:id'). */
export function patternOf(name: RouteName): string {
  return `/${pathOf(name)}`;
}
