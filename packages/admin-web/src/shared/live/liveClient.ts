/**
 * The panel's one live client (WEB-145): created on first use from config.json's `hubUrl`, its code
 * (`@redakcja/api-sdk/live`) loaded only then, so an installation without a hub loads none of it. The
 * browser's `mercureAuthorization` cookie, set at login and refresh, authorizes its streams.
 */
import type { LiveClient, LiveState } from '@redakcja/api-sdk/live';
import { useSyncExternalStore } from 'react';

let current: { hub: string; client: Promise<LiveClient> } | null = null;

export function liveClient(hub: string): Promise<LiveClient> {
  if (current?.hub !== hub) {
    current = {
      hub,
      client: import('@redakcja/api-sdk/live').then(({ createLiveClient }) => createLiveClient({ hub })),
    };
  }
  return current.client;
}

// ---------------------------------------------------------------------------------------------------
// The streams' states, for the shell's quiet status: live updates are off while any open stream waits to
// reconnect (the hub went away or refused), on again once every one is connected.

const waiting = new Set<object>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const isOff = () => waiting.size > 0;

/** True while a live stream of this tab cannot reach the hub. */
export function useLiveUpdatesOff(): boolean {
  return useSyncExternalStore(subscribe, isOff, isOff);
}

/** The id at the end of a record's IRI (`/api/articles/12` → `12`). */
export function idOfIri(iri: string): string {
  return decodeURIComponent(iri.split(/[?#]/)[0]?.split('/').pop() ?? '');
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
