import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '../runtimeConfig';
import { useSession } from '../session';
import type { LiveRecordNotesProps } from './LiveRecordNotes';

/** What the hub says of a record whose edit form is open. */
export interface LiveRecord<Item> {
  /** The record is followed on the hub (a hub is named and the record has an IRI). */
  enabled: boolean;
  /** The display names of the other users who have the record open (each once). */
  others: readonly string[];
  /** The record as the server has it after a change made elsewhere, or `deleted`; null: nothing new. */
  server: { record: Item } | 'deleted' | null;
  /** The news of `server` has been dealt with. */
  clear: () => void;
}

/** Resolves when the browser is next idle (at the latest after a second), unless aborted first. */
function whenIdle(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => (signal.aborted ? reject(signal.reason) : resolve());
    if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 1000 });
    else setTimeout(done, 0);
  });
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
 * and is `server` until dealt with. The work is in `liveRecord.ts`, loaded only where config.json names
 * a hub; without one, or for a record without an IRI: nothing.
 */
export function useLiveRecord<Item>(
  loaded: Item | undefined,
  reload: (signal: AbortSignal) => Promise<Item>,
): LiveRecord<Item> {
  const { apiBaseUrl } = useRuntimeConfig();
  const hubUrl = useRuntimeConfig().hubUrl?.trim();
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
    // Once the browser is idle: the form's first screenful and its editors come before the live code.
    whenIdle(controller.signal)
      .then(() => import('./liveRecord'))
      .then(({ followRecord }) =>
        followRecord<Item>({
          hubUrl,
          apiBaseUrl,
          topic,
          username,
          reload: load,
          signal: controller.signal,
          onOthers: (names) =>
            setOthers((current) =>
              names.length === current.length && names.every((name, i) => name === current[i])
                ? current
                : names,
            ),
          onServer: setServer,
        }),
      )
      .catch(() => {
        // The live code did not load: the form is as it always was.
      });
    return () => controller.abort();
  }, [hubUrl, apiBaseUrl, topic, username]);

  const clear = useCallback(() => setServer(null), []);
  return { enabled: Boolean(hubUrl && topic), others, server, clear };
}

const LazyLiveRecordNotes = lazy(() => import('./LiveRecordNotes'));

/** The edit form's live notes, their code loaded with the form's live part. */
export function LiveRecordLine(props: LiveRecordNotesProps) {
  return (
    <Suspense fallback={null}>
      <LazyLiveRecordNotes {...props} />
    </Suspense>
  );
}
