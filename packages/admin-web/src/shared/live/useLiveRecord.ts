import { useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '../runtimeConfig';
import { useSession } from '../session';
import { IRI_ONLY, liveClient, streamState } from './liveClient';

/** What the hub says of a record whose edit form is open. */
export interface LiveRecord<Item> {
  /** The record is followed on the hub (a hub is configured and the record has an IRI). */
  enabled: boolean;
  /** The display names of the other users who have the record open (each once). */
  others: readonly string[];
  /** The record as the server has it after a change made elsewhere, or `deleted`; null: nothing new. */
  server: { record: Item } | 'deleted' | null;
  /** The news of `server` has been dealt with. */
  clear: () => void;
}

/** The record's absolute IRI, its topic on the hub, or null when it has none. */
function topicOf(record: unknown, apiBaseUrl: string): string | null {
  const iri =
    typeof record === 'object' && record !== null ? (record as { '@id'?: unknown })['@id'] : undefined;
  if (typeof iri !== 'string' || iri === '') return null;
  try {
    return new URL(iri, `${apiBaseUrl}/`).href;
  } catch {
    return null;
  }
}

/**
 * An edit form on the hub (WEB-147): it subscribes to its record's topic, which is what makes the user
 * present for the others; the record's subscribers but the user themself are `others` (the hub knows a
 * subscriber by its token's user name, so the user's own other tabs are not listed); a change of the
 * record made elsewhere reads the record again with the form's own call (no update's body is trusted)
 * and is `server` until dealt with. Without a hub, or for a record without an IRI: nothing.
 */
export function useLiveRecord<Item>(
  loaded: Item | undefined,
  reload: (signal: AbortSignal) => Promise<Item>,
): LiveRecord<Item> {
  const { hubUrl, apiBaseUrl } = useRuntimeConfig();
  const { session } = useSession();
  const username = session?.username;
  const topic = loaded === undefined ? null : topicOf(loaded, apiBaseUrl);
  const [others, setOthers] = useState<readonly string[]>([]);
  const [server, setServer] = useState<LiveRecord<Item>['server']>(null);
  const load = useRef(reload);
  load.current = reload;

  useEffect(() => {
    setOthers([]);
    setServer(null);
    if (!hubUrl || !topic) return;
    const controller = new AbortController();
    const { signal } = controller;
    const states = [streamState(), streamState()] as const;
    void (async () => {
      try {
        const client = await liveClient(hubUrl);
        void (async () => {
          for await (const present of client.presence(topic, { signal, onState: states[1].onState })) {
            const names = new Set<string>();
            for (const one of present) if (one.username !== username) names.add(one.displayName);
            setOthers((current) => {
              const next = [...names];
              return next.length === current.length && next.every((name, i) => name === current[i])
                ? current
                : next;
            });
          }
        })();
        for await (const update of client.subscribe(topic, {
          parse: IRI_ONLY,
          signal,
          onState: states[0].onState,
        })) {
          if (update.kind === 'deleted') {
            setServer('deleted');
            continue;
          }
          try {
            const record = await load.current(signal);
            if (!signal.aborted) setServer({ record });
          } catch {
            // Not readable now: the conflict-safe save still guards the record.
          }
        }
      } catch {
        // The live code did not load: the form is as it always was.
      }
    })();
    return () => {
      controller.abort();
      for (const state of states) state.done();
    };
  }, [hubUrl, topic, username]);

  return { enabled: Boolean(hubUrl && topic), others, server, clear: () => setServer(null) };
}
