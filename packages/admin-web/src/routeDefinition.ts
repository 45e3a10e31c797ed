/**
 * A route of the table as written in routes.ts and loggedOutRoutes.ts (logged in unless it says
 * otherwise). The build reads both files' source (panelBase.ts, ROUTE_SOURCES): keep the
 * `route({ … path: '…' … screen: screens.x })` shape.
 */
import type { PagingClient } from '@redakcja/api-sdk';
import type { PrefetchQuery, RouteDefinition, RoutePrefetch } from './routes';
import type { CrudListState } from './shared/crud/definition';

type RouteInput = Omit<RouteDefinition, 'session'> & { session?: RouteDefinition['session'] };

export function route(input: RouteInput): RouteDefinition {
  return { session: 'logged-in', ...input };
}

/**
 * The prefetch of a list on `crudListQueries` (its feature's light `listQueries.ts`, loaded on demand): the
 * page and the search of the address, the route's `:id` as the parent of a nested list (the magazine of
 * its issues), no filter.
 */
export function listPrefetch<Module>(
  load: () => Promise<Module>,
  queries: (module: Module) => {
    list(client: PagingClient, state: CrudListState): PrefetchQuery;
  },
): RoutePrefetch {
  return (client, { page, searchQuery }, { id = '' }) =>
    load().then((module) => queries(module).list(client, { page, searchQuery, filters: {}, parentId: id }));
}
