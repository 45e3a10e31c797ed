/**
 * Data and code in parallel: the screen of the address starts its first query as soon as the session is
 * known, instead of after its code has loaded and rendered. The route's `prefetch` (routes.ts) loads the
 * feature's light queries module (areas.ts names it: `listQueries.ts` for a list) and gives the same query options the screen uses, so the screen finds the
 * request under way or its answer in the cache.
 *
 * Two steps (WEB-53): the options are resolved from the address alone (code, no request) while the
 * session is still being restored, and the request is sent the moment the session is known and may see
 * the route, synchronously, before React renders the logged-in panel (a render of the shell is one task of
 * 50–80 ms the request would otherwise wait behind).
 */
import type { PagingClient } from '@redakcja/api-sdk';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { PrefetchQuery, RouteDefinition } from '../routes';
import { ROUTES } from '../routes';
import { readListParams } from '../shared/listParams';
import { type AccessContext, isMounted, matchRoute, routeParams } from './routing';

/** How long a prefetched answer is fresh enough for its screen to use without asking again. */
export const PREFETCH_FRESH_MS = 3_000;

/** The address's first query: its route (checked against the session when sent) and its options. */
export interface RouteQuery {
  readonly route: RouteDefinition;
  readonly options: PrefetchQuery;
}

/**
 * Resolves the first query of the address's logged-in route (null when it has none), loading the
 * feature's queries module; nothing is sent. A chunk that fails to load gives null: the screen's own load
 * reports it.
 */
export function routeQuery(
  client: PagingClient,
  pathname: string,
  search: string,
): Promise<RouteQuery | null> {
  const route = matchRoute(
    pathname,
    ROUTES.filter((candidate) => candidate.session !== 'logged-out'),
  );
  if (!route?.prefetch) return Promise.resolve(null);
  const query = new URLSearchParams(search);
  return route
    .prefetch(client, readListParams(query, [...query.keys()]), routeParams(route.path, pathname))
    .then(
      (options) => ({ route, options }),
      () => null,
    );
}

/**
 * Sends a resolved first query when the session may see its route; settles when its answer (or failure)
 * is in, at once when nothing is sent.
 */
export function startRouteQuery(
  queryClient: QueryClient,
  query: RouteQuery | null,
  context: AccessContext,
): Promise<void> {
  if (!query || !isMounted(query.route, context)) return Promise.resolve();
  const { options } = query;
  // Lists are stale at once (staleTime 0), so the screen mounting a moment after the answer would
  // ask again: the prefetched answer counts as fresh for the first moments only.
  queryClient.setQueryDefaults(options.queryKey, { staleTime: PREFETCH_FRESH_MS });
  setTimeout(() => queryClient.setQueryDefaults(options.queryKey, {}), PREFETCH_FRESH_MS);
  return queryClient.prefetchQuery(options as FetchQueryOptions);
}

/** Both steps: the address's first query, sent once its options are resolved. */
export function prefetchRoute(
  queryClient: QueryClient,
  client: PagingClient,
  context: AccessContext,
  pathname: string,
  search: string,
): Promise<void> {
  return routeQuery(client, pathname, search).then((query) => startRouteQuery(queryClient, query, context));
}
