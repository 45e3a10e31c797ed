import { hubRequest, isRecord, liveEvents, OPENED, type StreamOptions, type settingsOf } from './subscriber';

type Settings = ReturnType<typeof settingsOf>;

/** One subscriber of a topic, as its token's payload names it. */
export interface Present {
  /** The hub's id of the subscriber (one per connection: a user with two tabs is there twice). */
  subscriber: string;
  username: string;
  displayName: string;
}

export interface PresenceOptions extends StreamOptions {
  /** Called for a subscription without a readable `{username, displayName}` payload (left out). */
  onInvalid?: (invalid: { data: unknown }) => void;
}

/** The subscriptions API and its events live under the hub's own path. */
function subscriptionsPath(hub: URL): string {
  return `${hub.pathname.replace(/\/+$/, '')}/subscriptions`;
}

/** A subscription document of the subscriptions API or of a subscription event. */
function readSubscription(
  value: unknown,
  onInvalid: PresenceOptions['onInvalid'],
): { present: Present; active: boolean } | undefined {
  if (!isRecord(value) || typeof value.subscriber !== 'string') {
    onInvalid?.({ data: value });
    return undefined;
  }
  const payload = value.payload;
  if (!isRecord(payload) || typeof payload.username !== 'string' || payload.username === '') {
    onInvalid?.({ data: value });
    return undefined;
  }
  const displayName =
    typeof payload.displayName === 'string' && payload.displayName !== ''
      ? payload.displayName
      : payload.username;
  return {
    present: { subscriber: value.subscriber, username: payload.username, displayName },
    active: value.active !== false,
  };
}

/** The active subscriptions to the topic, or undefined when the subscriptions API does not answer them. */
async function currentList(
  settings: Settings & { hub: URL },
  topic: string,
  options: PresenceOptions,
  signal: AbortSignal | undefined,
): Promise<Map<string, Present> | undefined> {
  const url = new URL(`${subscriptionsPath(settings.hub)}/${encodeURIComponent(topic)}`, settings.hub);
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const response = await settings.fetch(
      url.href,
      await hubRequest(settings, controller.signal, 'application/ld+json'),
    );
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      return undefined;
    }
    const body: unknown = await response.json();
    if (!isRecord(body) || !Array.isArray(body.subscriptions)) return undefined;
    const list = new Map<string, Present>();
    for (const item of body.subscriptions) {
      const read = readSubscription(item, options.onInvalid);
      if (read?.active) list.set(read.present.subscriber, read.present);
    }
    return list;
  } catch {
    return undefined;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * Who is subscribed to the topic, as a stream of the whole list: at each connection the subscriptions
 * API's list, then every subscription event (a join or a leave) applied to it. Applying an event the
 * list already reflects changes nothing, so nothing between the list and the stream is lost.
 */
export async function* presenceStream(
  settings: Settings,
  topic: string,
  options: PresenceOptions = {},
): AsyncGenerator<Present[]> {
  const hub = settings.hub;
  const selector = hub ? `${subscriptionsPath(hub)}/${encodeURIComponent(topic)}/{subscriber}` : '';
  let present = new Map<string, Present>();
  for await (const event of liveEvents(settings, [selector], options)) {
    if (event === OPENED) {
      if (!hub) continue;
      const list = await currentList({ ...settings, hub }, topic, options, options.signal);
      if (options.signal?.aborted) return;
      if (list) present = list;
      yield [...present.values()];
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      options.onInvalid?.({ data: event.data });
      continue;
    }
    if (isRecord(data) && data.topic !== undefined && data.topic !== topic) continue;
    const read = readSubscription(data, options.onInvalid);
    if (!read) continue;
    if (read.active) present.set(read.present.subscriber, read.present);
    else if (!present.delete(read.present.subscriber)) continue;
    yield [...present.values()];
  }
}
