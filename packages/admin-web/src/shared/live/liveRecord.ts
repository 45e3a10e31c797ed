/**
 * An edit form following its record on the hub (WEB-147), loaded on first use where a hub is named: the
 * subscription to the record's topic (what makes the user present), who else is subscribed, and the
 * record read again with the form's own call after a change made elsewhere (see `useLiveRecord`).
 */
import { IRI_ONLY, liveClient, streamState } from './liveClient';

export interface FollowRecordOptions<Item> {
  hubUrl: string;
  apiBaseUrl: string;
  /** The record's absolute IRI. */
  topic: string;
  /** The user, left out of `onOthers` (the hub tells subscribers apart by their token's user name). */
  username: string | undefined;
  reload: { current: (signal: AbortSignal) => Promise<Item> };
  signal: AbortSignal;
  onOthers: (names: readonly string[]) => void;
  onServer: (server: { record: Item } | 'deleted') => void;
}

export async function followRecord<Item>(options: FollowRecordOptions<Item>): Promise<void> {
  const { signal } = options;
  const states = [streamState(), streamState()] as const;
  try {
    const client = await liveClient(options.hubUrl, options.apiBaseUrl);
    const presence = (async () => {
      for await (const present of client.presence(options.topic, { signal, onState: states[1].onState })) {
        const names = new Set<string>();
        for (const one of present) if (one.username !== options.username) names.add(one.displayName);
        options.onOthers([...names]);
      }
    })();
    for await (const update of client.subscribe(options.topic, {
      parse: IRI_ONLY,
      signal,
      onState: states[0].onState,
    })) {
      if (update.kind === 'deleted') {
        options.onServer('deleted');
        continue;
      }
      try {
        const record = await options.reload.current(signal);
        if (!signal.aborted) options.onServer({ record });
      } catch {
        // Not readable now: the conflict-safe save still guards the record.
      }
    }
    await presence;
  } catch {
    // No hub at that address, or the live code did not load: the form is as it always was.
  } finally {
    for (const state of states) state.done();
  }
}
