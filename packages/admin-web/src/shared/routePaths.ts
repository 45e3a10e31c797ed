/**
 * Paths of the areas' routes by name, with their parameters filled in: `pathTo('pressIssueNew',
 * { id: 7 })` → '/press_numbers/new/7'. Screens link by name, so a route's path lives in one place
 * (areas.ts); a name that is not a route, or parameters other than its pattern's, fail the type check.
 * A name chosen at run time (a union, as the crud screens' `routes`) is checked when the path is made
 * (WEB-155).
 * Reads the plain declarations, not the route table with its lazy screens.
 */
import { ROUTE_DATA, type RouteName } from '../areas';

export type { RouteName };

/** The parameters of a path pattern: 'press_numbers/new/:id' → 'id'. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<Rest>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The path pattern of a route. */
export type PathOf<Name extends RouteName> = Extract<
  (typeof ROUTE_DATA)[number],
  { readonly name: Name }
>['path'];

/** The parameters of a route's pattern. */
export type RouteParam<Name extends RouteName> = PathParams<PathOf<Name>>;

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

type Value = string | number;

/**
 * `pathTo`'s parameters: none for a route without any, exactly its pattern's otherwise; any of the
 * possible ones for a name known only at run time.
 */
export type RouteParamsArgument<Name extends RouteName> =
  true extends IsUnion<Name>
    ? [params?: { readonly [Key in RouteParam<Name>]?: Value }]
    : [RouteParam<Name>] extends [never]
      ? []
      : [params: { readonly [Key in RouteParam<Name>]: Value }];

const PATHS = new Map<string, string>(ROUTE_DATA.map((route) => [route.name, route.path]));

function pathOf(name: RouteName): string {
  const path = PATHS.get(name);
  if (path === undefined) throw new RangeError(`No route named ${name}`);
  return path;
}

export function pathTo<Name extends RouteName>(name: Name, ...[params]: RouteParamsArgument<Name>): string {
  const values: Readonly<Record<string, Value | undefined>> = params ?? {};
  const path = pathOf(name).replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new RangeError(`The route ${name} needs :${key}`);
    return encodeURIComponent(String(value));
  });
  return `/${path}`;
}

/** The route's pattern for react-router's matching ('/press_numbers/new/:id'). */
export function patternOf(name: RouteName): string {
  return `/${pathOf(name)}`;
}
