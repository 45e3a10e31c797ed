/** One dispatched Server-Sent Event. */
export interface SseEvent {
  /** The last event id at dispatch (the stream's, carried over from earlier events): '' when none. */
  id: string;
  /** The `event` field, `message` when absent. */
  type: string;
  data: string;
}

/**
 * The event-stream parser of the HTML standard (§9.2.6) over the bytes of a response body: lines end
 * in CRLF, LF or CR (also split across chunks), comments are ignored, `data` lines are joined with LF,
 * an `id` with NUL is ignored, `retry` is read when it is all digits. An event left unfinished when the
 * stream ends is dropped, as the standard says.
 */
export class SseParser {
  /** The last event id buffer: set by `id` fields, kept across events of the stream. */
  lastEventId = '';
  /** The reconnection time the server advised, in milliseconds. */
  retry: number | undefined;
  /** How many comment lines (a hub's heartbeats) the stream carried. */
  comments = 0;
  private readonly decoder = new TextDecoder();
  private pending = '';
  private skipLineFeed = false;
  private data = '';
  private hasData = false;
  private type = '';

  /** Feeds a chunk of the body; returns the events it completes. */
  push(chunk: Uint8Array): SseEvent[] {
    return this.text(this.decoder.decode(chunk, { stream: true }));
  }

  private text(input: string): SseEvent[] {
    let text = input;
    if (text === '') return [];
    if (this.skipLineFeed && text.startsWith('\n')) text = text.slice(1);
    this.skipLineFeed = false;
    const buffer = this.pending + text;
    const events: SseEvent[] = [];
    let start = 0;
    for (let index = 0; index < buffer.length; index += 1) {
      const char = buffer[index];
      if (char !== '\r' && char !== '\n') continue;
      this.line(buffer.slice(start, index), events);
      if (char === '\r') {
        if (index + 1 === buffer.length) this.skipLineFeed = true;
        else if (buffer[index + 1] === '\n') index += 1;
      }
      start = index + 1;
    }
    this.pending = buffer.slice(start);
    return events;
  }

  private line(line: string, events: SseEvent[]): void {
    if (line === '') {
      this.dispatch(events);
      return;
    }
    if (line.startsWith(':')) {
      this.comments += 1;
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.type = value;
        break;
      case 'data':
        this.data += `${value}\n`;
        this.hasData = true;
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
    }
  }

  private dispatch(events: SseEvent[]): void {
    if (this.hasData) {
      events.push({ id: this.lastEventId, type: this.type || 'message', data: this.data.slice(0, -1) });
    }
    this.data = '';
    this.hasData = false;
    this.type = '';
  }
}
