/**
 * The session restore's refresh, sent by index.html's inline script as soon as `config.json` answered
 * (boot/boot.ts), before the entry's code has even downloaded, and handed to the session core here: the
 * core's first refresh to the same URL gets that answer instead of sending another. Everything else of
 * the restore is the SDK's as before (reading the answer, stock or full; a refusal, a 5xx, a network
 * failure and the retries of D29), since the core reads the answer exactly as if its own fetch had got it.
 *
 * The answer carries the access token: the window property holding it is deleted the moment the core
 * starts (`takeEarlyRefresh`), and the answer is dropped once used, so the token lives in memory only,
 * in the core, as before (D21).
 */
import type { FetchLike } from '@redakcja/api-sdk';
import { EARLY_REFRESH, type EarlyRefresh, FIRST_QUERY, type FirstQuery } from '../panelBase';

/** Takes what the inline script left under `key` (once): the window property is deleted. */
function take<T>(key: string): Promise<T> | null {
  const scope = globalThis as Record<string, unknown>;
  const started = scope[key] as Promise<T> | undefined;
  delete scope[key];
  return started ?? null;
}

/** Takes the refresh the inline script started (once): the window property is deleted. */
export const takeEarlyRefresh = (): Promise<EarlyRefresh> | null => take(EARLY_REFRESH);

/** Takes the first list query the inline script sent (WEB-72; once): the window property is deleted. */
export const takeFirstQuery = (): Promise<FirstQuery | null> | null => take(FIRST_QUERY);

/**
 * How long after its sending the first query's answer may stand for the SDK's own call: the screen asks
 * within a few hundred milliseconds; an address reached later (the first screen had no session, a
 * slow start) asks the server again. As long as a prefetched answer stays fresh (PREFETCH_FRESH_MS).
 */
export const FIRST_QUERY_FRESH_MS = 3_000;

function absolute(url: string): string {
  return new URL(url, globalThis.location?.href).href;
}

/**
 * A fetch whose first POST, when it is the early refresh's (same URL), answers with the early refresh's
 * response; any other first POST drops it. Every other call goes to `fetchImpl`.
 */
export function fetchWithEarlyRefresh(early: Promise<EarlyRefresh> | null, fetchImpl: FetchLike): FetchLike {
  let waiting = early;
  return async (input, init) => {
    if (waiting && init.method === 'POST') {
      const taken = waiting;
      waiting = null;
      const started = await taken.catch(() => null);
      if (started && absolute(started.url) === absolute(input)) {
        init.signal?.throwIfAborted();
        return started.response;
      }
    }
    return fetchImpl(input, init);
  };
}

/**
 * A fetch whose first GET to the inline script's first query's URL (WEB-72) answers with that query's
 * response, when it is still fresh; the answer is then dropped, as it is once stale. Every other call goes
 * to `fetchImpl`, and so does that GET when the early one failed to reach the server.
 */
export function fetchWithFirstQuery(
  first: Promise<FirstQuery | null> | null,
  fetchImpl: FetchLike,
  now: () => number = Date.now,
): FetchLike {
  let waiting = first;
  return async (input, init) => {
    if (waiting && (init.method ?? 'GET') === 'GET') {
      const started = await waiting.catch(() => null);
      const fresh = started !== null && now() - started.sentAt <= FIRST_QUERY_FRESH_MS;
      if (!fresh) waiting = null;
      else if (absolute(started.url) === absolute(input)) {
        waiting = null;
        init.signal?.throwIfAborted();
        return started.response.catch(() => fetchImpl(input, init));
      }
    }
    return fetchImpl(input, init);
  };
}
