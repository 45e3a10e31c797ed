/**
 * WEB-72: the first query of a list screen, sent by the boot the moment the session's refresh has
 * answered, instead of when the panel's code has loaded, evaluated and resolved the route's query options
 * (about 150 ms later). The session core takes the answer for its first GET of the same URL
 * (session/earlyRefresh.ts); a URL the SDK does not ask for is never used.
 *
 * The build runs this module (src/bundling/firstQueries.ts) and hands the boot its table: route path →
 * the URL the SDK asks for a fresh address (page 1, no search, no filter), relative to the API's base,
 * found by resolving each list route's `prefetch` as the panel does (`routeQuery`) and running its query
 * against a client that records what it is asked. The boot uses it only when the address has no query
 * string. Routes with a parameter in their path have no fixed first URL.
 */
import { type FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { ROUTES } from '../routes';
import { recordingClient } from './recordingClient';
import { routeQuery } from './routePrefetch';

export async function deriveFirstQueries(): Promise<Record<string, string>> {
  const firstQueries: Record<string, string> = {};
  for (const route of ROUTES) {
    if (!route.prefetch || route.path.includes(':')) continue;
    const { requested, client, baseUrl } = recordingClient();
    const query = await routeQuery(client, `/${route.path}`, '');
    if (!query) throw new Error(`${route.path}: its prefetch gives no query`);
    await new QueryClient().fetchQuery(query.options as FetchQueryOptions);
    const [url, ...more] = requested;
    if (url === undefined || more.length > 0)
      throw new Error(`${route.path}: its first query asks for ${requested.length} URLs, not one`);
    firstQueries[route.path] = url.slice(baseUrl.length);
  }
  return firstQueries;
}
