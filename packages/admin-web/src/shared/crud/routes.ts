/**
 * The route names a list/new/edit area's screens link by, as areas.ts declares them: `crud()` writes them
 * on the area's list route, a list declared by hand names its forms there. A module of its own, so that
 * only the crud screens load it, not every screen that makes a path (WEB-157).
 */
import { ROUTE_DATA } from '../../areas';

type DeclaredRoute = (typeof ROUTE_DATA)[number];

/** A list/new/edit area's names by its list's name (`crud` in areas.ts). */
type CrudRoutesByList = {
  readonly [Route in Extract<DeclaredRoute, { readonly crud: object }> as Route['name']]: {
    readonly list: Route['name'];
  } & Route['crud'];
};

/** The list of a list/new/edit area. */
export type CrudListName = keyof CrudRoutesByList;

/** The route names a list/new/edit area's screens link by: the list's own and those on its route. */
export function crudRoutes<List extends CrudListName>(list: List): CrudRoutesByList[List] {
  const route: { readonly name: string; readonly crud?: object } | undefined = ROUTE_DATA.find(
    (candidate) => candidate.name === list,
  );
  if (!route?.crud) throw new RangeError(`No list/new/edit area named ${list}`);
  return { list, ...route.crud } as CrudRoutesByList[List];
}
