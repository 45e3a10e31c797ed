// A small Server-Sent Events reader for the hub's tests: real fetch over 127.0.0.1, events parsed by
// the SDK's parser (the one the panel's subscriber uses), and waits on conditions instead of sleeps.
import { type SseEvent, SseParser } from '@redakcja/api-sdk/live';

export type { SseEvent };

export interface Stream {
  status: number;
  headers: Headers;
  /** The events dispatched so far. */
  events: SseEvent[];
  /** How many comment lines (heartbeats) arrived. */
  comments: number;
  /** The `retry` advice, once read. */
  retry: number | undefined;
  /** True once the server ended the stream. */
  ended: boolean;
  /** Resolves when `condition` holds (checked at every chunk); rejects when the stream ends first. */
  until(condition: (stream: Stream) => boolean): Promise<void>;
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const waiters: {
    condition: (stream: Stream) => boolean;
    resolve: () => void;
    reject: (e: Error) => void;
  }[] = [];
  const stream: Stream = {
    status: response.status,
    headers: response.headers,
    events: [],
    comments: 0,
    retry: undefined,
    ended: false,
    until(condition) {
      if (condition(stream)) return Promise.resolve();
      if (stream.ended) return Promise.reject(new Error('the stream ended'));
      return new Promise((resolve, reject) => waiters.push({ condition, resolve, reject }));
    },
    close: () => controller.abort(),
  };
  const check = () => {
    for (const waiter of [...waiters]) {
      if (waiter.condition(stream)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      } else if (stream.ended) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.reject(new Error('the stream ended'));
      }
    }
  };
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    stream.ended = true;
    await response.body?.cancel();
    return stream;
  }
  const reader = response.body.getReader();
  const parser = new SseParser();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        stream.events.push(...parser.push(value));
        stream.comments = parser.comments;
        stream.retry = parser.retry;
        check();
      }
    } catch {
      // Aborted by close().
    }
    stream.ended = true;
    check();
  })();
  return stream;
}
