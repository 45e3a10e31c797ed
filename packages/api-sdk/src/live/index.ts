/**
 * Live updates over the Mercure protocol: discovery of the hub, record updates read by the areas'
 * schemas, presence. Browser-safe (fetch and ReadableStream only) and kept out of the main entry, so a
 * screen that does not go live loads none of it.
 */
import { type PresenceOptions, type Present, presenceStream } from './presence';
import {
  type LiveClientOptions,
  type LiveUpdate,
  liveEvents,
  OPENED,
  readUpdate,
  type SubscribeOptions,
  settingsOf,
} from './subscriber';

export { discoverHub, MERCURE_REL } from './discovery';
export type { PresenceOptions, Present } from './presence';
export { type SseEvent, SseParser } from './sse';
export {
  backoffDelay,
  DEFAULT_INITIAL_DELAY,
  DEFAULT_MAX_DELAY,
  type InvalidUpdate,
  type LiveClientOptions,
  type LiveState,
  type LiveUpdate,
  type StreamOptions,
  type SubscribeOptions,
  type UpdateSchema,
} from './subscriber';

export interface LiveClient {
  /** The hub, or null: then every stream is inert (it never emits and ends when its signal aborts). */
  readonly hub: URL | null;
  /** The updates of the topics (IRIs or URI templates such as `https://…/api/articles/{id}`). */
  subscribe<T>(
    topics: string | readonly string[],
    options: SubscribeOptions<T>,
  ): AsyncIterable<LiveUpdate<T>>;
  /** Who is subscribed to the topic (a record's absolute IRI), as the whole list at each change. */
  presence(topic: string, options?: PresenceOptions): AsyncIterable<Present[]>;
}

export function createLiveClient(options: LiveClientOptions): LiveClient {
  const settings = settingsOf(options);
  return {
    hub: settings.hub,
    subscribe<T>(topics: string | readonly string[], subscribeOptions: SubscribeOptions<T>) {
      const list = typeof topics === 'string' ? [topics] : topics;
      return {
        async *[Symbol.asyncIterator]() {
          for await (const event of liveEvents(settings, list, subscribeOptions)) {
            if (event === OPENED) continue;
            const update = readUpdate(event, subscribeOptions);
            if (update) yield update;
          }
        },
      };
    },
    presence(topic: string, presenceOptions: PresenceOptions = {}) {
      return { [Symbol.asyncIterator]: () => presenceStream(settings, topic, presenceOptions) };
    },
  };
}
