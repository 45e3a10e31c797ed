/**
 * The panel's one live client (WEB-145): created on first use from config.json's `hubUrl`, its code
 * (`@redakcja/api-sdk/live`) loaded only then, so an installation without a hub loads none of it. The
 * browser's `mercureAuthorization` cookie, set at login and refresh, authorizes its streams. This module
 * is itself loaded only by the live parts of lists and forms, on their first use.
 */
import type { LiveClient, LiveState } from '@redakcja/api-sdk/live';
import { setLiveOff } from './liveState';

let current: { hub: string; client: Promise<LiveClient> } | null = null;

/** The hub's absolute http(s) address (a relative one under the API's base), or null. */
export function hubAddress(hubUrl: string, apiBaseUrl: string): string | null {
  if (hubUrl.trim() === '') return null;
  try {
    const url = new URL(hubUrl, `${apiBaseUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The live client of the hub; rejects for an address that is no http(s) URL (then nothing is live). */
export function liveClient(hubUrl: string, apiBaseUrl: string): Promise<LiveClient> {
  const hub = hubAddress(hubUrl, apiBaseUrl);
  if (hub === null) return Promise.reject(new Error(`no hub at ${hubUrl}`));
  if (current?.hub !== hub) {
    current = {
      hub,
      client: import('@redakcja/api-sdk/live').then(({ createLiveClient }) => createLiveClient({ hub })),
    };
  }
  return current.client;
}

// ---------------------------------------------------------------------------------------------------
// The streams' states, for the quiet note of the live parts: live updates are off while any open stream waits to
// reconnect (the hub went away or refused), on again once every one is connected.

const waiting = new Set<object>();

function notify(): void {
  setLiveOff(waiting.size > 0);
}

/** A stream's `onState` reporter; `done()` forgets the stream when it ends. */
export function streamState(): { onState: (state: LiveState) => void; done: () => void } {
  const stream = {};
  const set = (off: boolean) => {
    if (off === waiting.has(stream)) return;
    if (off) waiting.add(stream);
    else waiting.delete(stream);
    notify();
  };
  return { onState: (state) => set(state.state === 'reconnecting'), done: () => set(false) };
}

/**
 * What the panel reads of an update: its `@id` only. The record itself is read again from the API (the
 * list's own call, the form's record), so an update's body is never trusted (WEB-146).
 */
export const IRI_ONLY = {
  safeParse(data: unknown): { success: true; data: { '@id': string } } | { success: false; error: unknown } {
    const iri =
      typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['@id'] : undefined;
    return typeof iri === 'string'
      ? { success: true, data: { '@id': iri } }
      : { success: false, error: new Error('an update without @id') };
  },
};
