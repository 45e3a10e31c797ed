import type { FetchLike } from '../http/types';
import { type SseEvent, SseParser } from './sse';

/**
 * What `subscribe` needs of a schema: zod's `safeParse` (classic and mini schemas both have it), so an
 * area's record schema is passed as it is and the live module itself loads no zod.
 */
export interface UpdateSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** An update of a record: created or changed (Mercure does not tell the two apart), or deleted. */
export type LiveUpdate<T> =
  | {
      kind: 'changed';
      /** The update's event id (`urn:uuid:…`). */
      id: string;
      /** The record's `@id` (`/api/articles/12`). */
      iri: string;
      record: T;
    }
  | { kind: 'deleted'; id: string; iri: string };

/** An update that was not passed on: not JSON, or not what the schema reads. */
export interface InvalidUpdate {
  id: string;
  data: string;
  error: unknown;
}

/**
 * `open`: the stream is connected; `reconnecting`: it failed or ended and a new attempt is waiting
 * (`status` is the hub's answer when it refused, absent when the network or the stream failed).
 */
export type LiveState = { state: 'open' } | { state: 'reconnecting'; delay: number; status?: number };

export interface LiveClientOptions {
  /** The hub, as `discoverHub` found it; null or absent: an inert client whose streams never emit. */
  hub: string | URL | null | undefined;
  /** Defaults to the global `fetch`. */
  fetch?: FetchLike;
  /**
   * A subscriber token sent as `Authorization: Bearer` (asked anew at every connection): the hub's
   * token, never the API's access token. Without it the browser's `mercureAuthorization` cookie does.
   */
  token?: string | (() => string | null | undefined | Promise<string | null | undefined>);
  /** Defaults to `include`, so the cookie goes to a hub on another origin as well. */
  credentials?: RequestCredentials;
  /** Reconnection: the first delay (the hub's `retry` replaces it), the cap, and the jitter's source. */
  reconnect?: { initialDelay?: number; maxDelay?: number; random?: () => number };
}

export interface StreamOptions {
  /** Ends the stream; no request or timer stays behind. */
  signal?: AbortSignal;
  /** Tells the connection's state, e.g. for a quiet "live updates are off" in the shell. */
  onState?: (state: LiveState) => void;
  /** Start after this event id (the hub replays what followed). */
  lastEventId?: string;
}

export interface SubscribeOptions<T> extends StreamOptions {
  /** The area's record schema: every update is read by it before it is passed on. */
  parse: UpdateSchema<T>;
  /** Called for an update that is skipped because it is not JSON or fails the schema. */
  onInvalid?: (invalid: InvalidUpdate) => void;
}

export const DEFAULT_INITIAL_DELAY = 1000;
export const DEFAULT_MAX_DELAY = 30_000;

/** Marks, in the raw stream, that a connection has just opened. */
export const OPENED = Symbol('opened');

interface Settings {
  hub: URL | null;
  fetch: FetchLike;
  token: LiveClientOptions['token'];
  credentials: RequestCredentials;
  initialDelay: number;
  maxDelay: number;
  random: () => number;
}

export function settingsOf(options: LiveClientOptions): Settings {
  const hub = options.hub ? new URL(options.hub) : null;
  return {
    hub,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    token: options.token,
    credentials: options.credentials ?? 'include',
    initialDelay: options.reconnect?.initialDelay ?? DEFAULT_INITIAL_DELAY,
    maxDelay: options.reconnect?.maxDelay ?? DEFAULT_MAX_DELAY,
    random: options.reconnect?.random ?? Math.random,
  };
}

/** The headers and credentials of a request to the hub. */
export async function hubRequest(
  settings: Settings,
  signal: AbortSignal,
  accept: string,
): Promise<RequestInit> {
  const headers: Record<string, string> = { accept };
  const token = typeof settings.token === 'function' ? await settings.token() : settings.token;
  if (token) headers.authorization = `Bearer ${token}`;
  return { headers, credentials: settings.credentials, cache: 'no-store', signal };
}

/**
 * The delay before reconnection attempt `attempt` (0 first): the base (the hub's `retry`, else the
 * initial delay) doubled per failed attempt, capped, then drawn between half and all of it, so clients
 * dropped together do not come back together.
 */
export function backoffDelay(settings: Settings, base: number, attempt: number): number {
  const full = Math.min(settings.maxDelay, base * 2 ** Math.min(attempt, 30));
  return Math.round(full / 2 + (full / 2) * settings.random());
}

/** Resolves after `ms`, or at once when the signal aborts; the timer never outlives either. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Resolves when the signal aborts (an inert stream waits for nothing else). */
function aborted(signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return new Promise(() => {});
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

/**
 * The raw events of the topics, across reconnections: each connection asks for what followed the last
 * event id seen (the `lastEventID` query parameter, which keeps the request free of a CORS preflight
 * when the cookie authorizes), `OPENED` marks each connection. Ends when the signal aborts or the
 * consumer stops; an inert client (no hub) waits for the abort and yields nothing.
 */
export async function* liveEvents(
  settings: Settings,
  topics: readonly string[],
  options: StreamOptions,
): AsyncGenerator<SseEvent | typeof OPENED> {
  const outer = options.signal;
  if (!settings.hub) {
    await aborted(outer);
    return;
  }
  const controller = new AbortController();
  const stop = () => controller.abort(outer?.reason);
  if (outer?.aborted) return;
  outer?.addEventListener('abort', stop, { once: true });
  const signal = controller.signal;
  let lastEventId = options.lastEventId ?? '';
  let base = settings.initialDelay;
  let attempt = 0;
  try {
    while (!signal.aborted) {
      let status: number | undefined;
      try {
        const url = new URL(settings.hub);
        for (const topic of topics) url.searchParams.append('topic', topic);
        if (lastEventId) url.searchParams.set('lastEventID', lastEventId);
        const response = await settings.fetch(
          url.href,
          await hubRequest(settings, signal, 'text/event-stream'),
        );
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
          status = response.status;
          await response.body?.cancel().catch(() => {});
        } else {
          attempt = 0;
          options.onState?.({ state: 'open' });
          yield OPENED;
          const parser = new SseParser();
          parser.lastEventId = lastEventId;
          const reader = response.body.getReader();
          try {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              const events = parser.push(value);
              if (parser.retry !== undefined) base = parser.retry;
              lastEventId = parser.lastEventId;
              for (const event of events) yield event;
            }
          } finally {
            reader.releaseLock();
          }
        }
      } catch (error) {
        if (signal.aborted) return;
        // A network failure or a broken stream: reconnect as after any other end.
        void error;
      }
      if (signal.aborted) return;
      const delay = backoffDelay(settings, base, attempt);
      attempt += 1;
      options.onState?.(
        status === undefined ? { state: 'reconnecting', delay } : { state: 'reconnecting', delay, status },
      );
      await wait(delay, signal);
    }
  } finally {
    outer?.removeEventListener('abort', stop);
    // A consumer that stops early leaves no request open.
    controller.abort();
  }
}

/** A record's update: a delete is `{"@id"}` alone (API Platform), anything else the record. */
export function readUpdate<T>(event: SseEvent, options: SubscribeOptions<T>): LiveUpdate<T> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(event.data);
  } catch (error) {
    options.onInvalid?.({ id: event.id, data: event.data, error });
    return undefined;
  }
  if (isRecord(json) && typeof json['@id'] === 'string' && Object.keys(json).length === 1) {
    return { kind: 'deleted', id: event.id, iri: json['@id'] };
  }
  const result = options.parse.safeParse(json);
  if (!result.success) {
    options.onInvalid?.({ id: event.id, data: event.data, error: result.error });
    return undefined;
  }
  const iri = isRecord(json) && typeof json['@id'] === 'string' ? json['@id'] : '';
  return { kind: 'changed', id: event.id, iri, record: result.data };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
