import { type FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { recordingClient } from '../testing/recordingClient';
import { FIRST_QUERIES } from './firstQueries';
import { routeQuery } from './routePrefetch';

/** The URL the SDK asks for a route's first query on a fresh address (page 1, no search), under the base. */
async function sdkFirstQuery(path: string): Promise<string> {
  const { requested, client } = recordingClient();
  const query = await routeQuery(client, `/${path}`, '');
  if (!query) throw new Error(`${path}: no first query`);
  await new QueryClient().fetchQuery(query.options as FetchQueryOptions);
  expect(requested, path).toHaveLength(1);
  return (requested[0] as string).slice('http://api.test'.length);
}

describe("index.html's first list queries (WEB-72)", () => {
  it("are the SDK's own, for every list route without a parameter in its path", async () => {
    const derived: Record<string, string> = {};
    for (const route of ROUTES) {
      if (!route.prefetch || route.path.includes(':')) continue;
      derived[route.path] = await sdkFirstQuery(route.path);
    }
    expect(Object.keys(derived).length).toBeGreaterThan(15);
    expect(FIRST_QUERIES).toEqual(derived);
  });
});
