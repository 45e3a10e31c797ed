/**
 * The session restore's refresh and the address's first list query, sent by index.html's inline script
 * (boot/boot.ts) before the entry's code has even downloaded, and handed to the session core here (in the
 * boot's one hand-off object, boot/handoff.ts): the core's first refresh to the same URL, and its first
 * GET of the first query's URL, get those answers instead of sending again. Everything else of the
 * restore is the SDK's as before (reading the answer, stock or full; a refusal, a 5xx, a network failure
 * and the retries of D29), since the core reads an answer exactly as if its own fetch had got it.
 *
 * Each answer is used once, or dropped (a first POST elsewhere, a stale query), and then the core's fetch
 * is the browser's again: the answers, which carry the access token, live in memory only, in the core, as
 * before (D21).
 */
import type { FetchLike } from '@redakcja/api-sdk';
import type { BootHandoff } from '../../boot/handoff';

/**
 * How long after its sending the first query's answer may stand for the SDK's own call: the screen asks
 * within a few hundred milliseconds; an address reached later (the first screen had no session, a
 * slow start) asks the server again. As long as a prefetched answer stays fresh (PREFETCH_FRESH_MS).
 */
export const FIRST_QUERY_FRESH_MS = 3_000;

function absolute(url: string): string {
  return new URL(url, globalThis.location?.href).href;
}

/** What the boot sent for the session core: the refresh and the first list query. */
export type BootAnswers = Pick<BootHandoff, 'refresh' | 'firstQuery'>;

/**
 * A fetch that answers the core's first POST with the early refresh's response when it goes to the same
 * URL (any other first POST drops it), and its first GET of the first query's URL with that query's
 * response while it is fresh (a stale one is dropped; one that failed to reach the server is sent again).
 * Once neither answer is waiting, every call goes straight to `fetchImpl`.
 */
export function fetchWithBootAnswers(
  answers: BootAnswers | null,
  fetchImpl: FetchLike,
  now: () => number = Date.now,
): FetchLike {
  let refresh = answers?.refresh;
  let firstQuery = answers?.firstQuery;
  const answer: FetchLike = async (input, init) => {
    if (refresh && init.method === 'POST') {
      const taken = refresh;
      refresh = null;
      const started = await taken.catch(() => null);
      if (started && absolute(started.url) === absolute(input)) {
        init.signal?.throwIfAborted();
        return started.response;
      }
    } else if (firstQuery && (init.method ?? 'GET') === 'GET') {
      const started = await firstQuery.catch(() => null);
      const fresh = started !== null && now() - started.sentAt <= FIRST_QUERY_FRESH_MS;
      if (!fresh) firstQuery = null;
      else if (absolute(started.url) === absolute(input)) {
        firstQuery = null;
        init.signal?.throwIfAborted();
        return started.response.catch(() => fetchImpl(input, init));
      }
    }
    return fetchImpl(input, init);
  };
  return (input, init) => (refresh || firstQuery ? answer(input, init) : fetchImpl(input, init));
}
