import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { anyMatch, type TopicSelector, topicSelector } from './topics';

/** One update as the hub keeps and dispatches it. */
export interface Update {
  /** `urn:uuid:…`, the SSE event id a subscriber reconnects with. */
  id: string;
  topics: readonly string[];
  data: string;
  /** Dispatched only to subscribers whose token allows one of its topics. */
  private: boolean;
  /** The SSE event type, when not the default `message`. */
  type?: string;
}

/** Who a connection is: what its token allows and what it carries for the subscription events. */
export interface SubscriberAuth {
  /** The selectors of the token's `mercure.subscribe` claim; empty: public updates only. */
  allowed: readonly string[];
  /** The token's `mercure.payload` claim (null without one). */
  payload: unknown;
}

export interface Subscriber extends SubscriberAuth {
  id: string;
  /** The topic selectors of the subscription request, as sent. */
  topics: readonly string[];
}

interface Connection {
  subscriber: Subscriber;
  selectors: readonly TopicSelector[];
  allowedSelectors: readonly TopicSelector[];
  raw: ServerResponse;
  heartbeat: NodeJS.Timeout | undefined;
}

export interface HubOptions {
  /** Milliseconds between heartbeat comments on an idle stream; 0 sends none. */
  heartbeat: number;
  /** The reconnection delay the hub advises subscribers (SSE `retry`), in milliseconds. */
  retry: number;
  /** How many updates the history keeps for `Last-Event-ID` replay. */
  historySize: number;
}

/** The path of the subscriptions API, under the hub's. */
export const SUBSCRIPTIONS_PATH = '/.well-known/mercure/subscriptions';

/** The topic (and the subscriptions API's id) of one subscriber's subscription to one topic selector. */
export function subscriptionTopic(topic: string, subscriber: string): string {
  return `${SUBSCRIPTIONS_PATH}/${encodeURIComponent(topic)}/${encodeURIComponent(subscriber)}`;
}

/** A subscription as the subscriptions API and the subscription events describe it. */
export interface Subscription {
  id: string;
  type: 'Subscription';
  topic: string;
  subscriber: string;
  active: boolean;
  payload: unknown;
}

export function subscriptionDocument(subscriber: Subscriber, topic: string, active: boolean): Subscription {
  return {
    id: subscriptionTopic(topic, subscriber.id),
    type: 'Subscription',
    topic,
    subscriber: subscriber.id,
    active,
    payload: subscriber.payload,
  };
}

/** The SSE lines of one update: `id`, `event` when typed, one `data` line per line of the body. */
export function eventText(update: Update): string {
  let text = `id: ${update.id}\n`;
  if (update.type) text += `event: ${update.type}\n`;
  for (const line of update.data.split(/\r\n|\r|\n/)) text += `data: ${line}\n`;
  return `${text}\n`;
}

/**
 * An in-memory Mercure hub: the connected subscribers, a bounded history for reconciliation, and
 * dispatch by topic selectors and by the subscriber's authorization.
 */
export class Hub {
  private readonly connections = new Set<Connection>();
  private readonly history: Update[] = [];

  /**
   * False while the hub plays a hub that went away (tests of the panel's fallback): subscriptions are
   * refused with 503; updates are still kept, as a hub with persistent history keeps them.
   */
  available = true;

  constructor(readonly options: HubOptions) {}

  /** The id of the newest update, or `earliest` when there is none yet. */
  lastEventId(): string {
    return this.history.at(-1)?.id ?? 'earliest';
  }

  /** Dispatches an update to every subscriber that may receive it and keeps it in the history. */
  publish(update: Omit<Update, 'id'> & { id?: string }): Update {
    const stored: Update = { ...update, id: update.id ?? `urn:uuid:${randomUUID()}` };
    this.history.push(stored);
    if (this.history.length > this.options.historySize) this.history.shift();
    const text = eventText(stored);
    for (const connection of this.connections) {
      if (this.receives(connection, stored)) this.write(connection, text);
    }
    return stored;
  }

  /** True when the update goes to the connection: a topic it selected and, if private, one it may read. */
  private receives(connection: Connection, update: Update): boolean {
    if (!anyMatch(connection.selectors, update.topics)) return false;
    return !update.private || anyMatch(connection.allowedSelectors, update.topics);
  }

  /**
   * Attaches an SSE stream: the `retry` advice, the updates after `lastEventId` it may receive (all
   * the history for `earliest`, none for an id the history no longer holds), then live updates and
   * heartbeats until the client or `close()` ends it.
   */
  attach(
    raw: ServerResponse,
    topics: readonly string[],
    auth: SubscriberAuth,
    lastEventId?: string,
  ): Subscriber {
    const subscriber: Subscriber = { id: `urn:uuid:${randomUUID()}`, topics, ...auth };
    const connection: Connection = {
      subscriber,
      selectors: topics.map(topicSelector),
      allowedSelectors: auth.allowed.map(topicSelector),
      raw,
      heartbeat: undefined,
    };
    raw.write(`retry: ${this.options.retry}\n\n`);
    if (lastEventId !== undefined) {
      const start =
        lastEventId === 'earliest' ? 0 : this.history.findIndex((update) => update.id === lastEventId) + 1;
      if (start > 0 || lastEventId === 'earliest') {
        for (const update of this.history.slice(start)) {
          if (this.receives(connection, update)) raw.write(eventText(update));
        }
      }
    }
    this.connections.add(connection);
    this.announce(subscriber, true);
    if (this.options.heartbeat > 0) {
      connection.heartbeat = setInterval(() => this.write(connection, ':\n\n'), this.options.heartbeat);
      connection.heartbeat.unref();
    }
    raw.on('close', () => this.detach(connection));
    return subscriber;
  }

  private write(connection: Connection, text: string): void {
    if (connection.raw.writableEnded || connection.raw.destroyed) {
      this.detach(connection);
      return;
    }
    connection.raw.write(text);
  }

  private detach(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    clearInterval(connection.heartbeat);
    this.announce(connection.subscriber, false);
  }

  /**
   * The subscription events: one private update per topic selector of a subscriber when it connects
   * and when it leaves, carrying its token's payload (who is looking at what).
   */
  private announce(subscriber: Subscriber, active: boolean): void {
    for (const topic of subscriber.topics) {
      const document = {
        '@context': 'https://mercure.rocks/',
        ...subscriptionDocument(subscriber, topic, active),
      };
      this.publish({ topics: [document.id], data: JSON.stringify(document), private: true });
    }
  }

  /** The subscribers connected now. */
  subscribers(): Subscriber[] {
    return [...this.connections].map((connection) => connection.subscriber);
  }

  /** Ends every open stream, so the server can close without waiting for its subscribers. */
  close(): void {
    const open = [...this.connections];
    // Nobody is left to tell: closing publishes no subscription events.
    this.connections.clear();
    for (const connection of open) {
      clearInterval(connection.heartbeat);
      connection.raw.end();
    }
  }
}
