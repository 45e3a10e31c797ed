/**
 * Paths from the route table by route name, with their parameters filled in: `pathTo('pressIssueNew',
 * { id: 7 })` → '/press_numbers/new/7'. Screens link by name, so a route's path lives in one place.
 */
import { routeByName } from '../routes';

export function pathTo(name: string, params: Readonly<Record<string, string | number>> = {}): string {
  const path = routeByName(name).path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new RangeError(`The route ${name} needs :${key}`);
    return encodeURIComponent(String(value));
  });
  return `/${path}`;
}

/** The route's pattern for react-router's matching ('/press_numbers/new/:id'). */
export function patternOf(name: string): string {
  return `/${routeByName(name).path}`;
}
