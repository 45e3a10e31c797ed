/**
 * The session restore's refresh, sent by index.html's inline script as soon as `config.json` answered
 * (panelBase.ts), before the entry's code has even downloaded, and handed to the session core here: the
 * core's first refresh to the same URL gets that answer instead of sending another. Everything else of
 * the restore is the SDK's as before (reading the answer, stock or full; a refusal, a 5xx, a network
 * failure and the retries of D29), since the core reads the answer exactly as if its own fetch had got it.
 *
 * The answer carries the access token: the window property holding it is deleted the moment the core
 * starts (`takeEarlyRefresh`), and the answer is dropped once used, so the token lives in memory only,
 * in the core, as before (D21).
 */
import type { FetchLike } from '@redakcja/api-sdk';
import { EARLY_REFRESH, type EarlyRefresh } from '../panelBase';

/** Takes the refresh the inline script started (once): the window property is deleted. */
export function takeEarlyRefresh(): Promise<EarlyRefresh> | null {
  const scope = globalThis as Record<string, unknown>;
  const started = scope[EARLY_REFRESH] as Promise<EarlyRefresh> | undefined;
  delete scope[EARLY_REFRESH];
  return started ?? null;
}

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
