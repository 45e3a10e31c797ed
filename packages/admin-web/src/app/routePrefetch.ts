/**
 * Data and code in parallel: the screen of the address starts its first query as soon as the logged-in
 * panel exists (right after the session restore), instead of after its code has loaded and rendered.
 * The route's `prefetch` (routes.ts) loads the feature's light queries.ts and gives the same query
 * options the screen uses, so the screen finds the request under way or its answer in the cache.
 */
import type { PagingClient } from '@redakcja/api-sdk';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { readListParams } from '../shared/listParams';
import { type AccessContext, matchRoute, mountedRoutes, routeParams } from './routing';

/** How long a prefetched answer is fresh enough for its screen to use without asking again. */
export const PREFETCH_FRESH_MS = 3_000;

export function prefetchRoute(
  queryClient: QueryClient,
  client: PagingClient,
  context: AccessContext,
  pathname: string,
  search: string,
): void {
  const route = matchRoute(pathname, mountedRoutes(context));
  if (!route?.prefetch) return;
  const query = new URLSearchParams(search);
  route
    .prefetch(client, readListParams(query, [...query.keys()]), routeParams(route.path, pathname))
    .then((options) => {
      // Lists are stale at once (staleTime 0), so the screen mounting a moment after the answer would
      // ask again: the prefetched answer counts as fresh for the first moments only.
      queryClient.setQueryDefaults(options.queryKey, { staleTime: PREFETCH_FRESH_MS });
      setTimeout(() => queryClient.setQueryDefaults(options.queryKey, {}), PREFETCH_FRESH_MS);
      return queryClient.prefetchQuery(options as FetchQueryOptions);
    })
    // A chunk that fails to load: the screen's own load reports it.
    .catch(() => undefined);
}
