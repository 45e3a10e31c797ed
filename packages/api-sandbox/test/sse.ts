// A small Server-Sent Events reader for the hub's tests: real fetch over 127.0.0.1, events parsed
// as the EventSource processing model reads them, and waits on conditions instead of sleeps.

export interface SseEvent {
  id: string | undefined;
  type: string;
  data: string;
}

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
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let event: { id?: string; type?: string; data: string[] } = { data: [] };
  const line = (text: string) => {
    if (text === '') {
      if (event.data.length > 0) {
        stream.events.push({ id: event.id, type: event.type ?? 'message', data: event.data.join('\n') });
      }
      event = { data: [] };
      return;
    }
    if (text.startsWith(':')) {
      stream.comments += 1;
      return;
    }
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') event.data.push(value);
    else if (field === 'id') event.id = value;
    else if (field === 'event') event.type = value;
    else if (field === 'retry') stream.retry = Number(value);
  };
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        const lines = buffer.split(/\r\n|\r|\n/);
        buffer = lines.pop() ?? '';
        for (const text of lines) line(text);
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
