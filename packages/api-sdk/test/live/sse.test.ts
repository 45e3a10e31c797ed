import { describe, expect, it } from 'vitest';
import { backoffDelay, SseParser } from '../../src/live/index';
import { settingsOf } from '../../src/live/subscriber';

const bytes = (text: string) => new TextEncoder().encode(text);

/** Feeds the text in chunks cut at every given offset. */
function parse(text: string, cuts: number[] = []) {
  const parser = new SseParser();
  const events = [];
  let start = 0;
  for (const cut of [...cuts, text.length]) {
    events.push(...parser.push(bytes(text.slice(start, cut))));
    start = cut;
  }
  return { parser, events };
}

describe('SseParser (HTML §9.2.6)', () => {
  it('reads ids, types, multi-line data and retry; ignores comments and unknown fields', () => {
    const { parser, events } = parse(
      'retry: 2000\n\n: heartbeat\n\nid: a\ndata: one\ndata:two\nfoo: bar\n\nevent: ping\ndata\n\n',
    );
    expect(parser.retry).toBe(2000);
    expect(events).toEqual([
      { id: 'a', type: 'message', data: 'one\ntwo' },
      { id: 'a', type: 'ping', data: '' },
    ]);
  });

  it('takes CRLF, CR and LF, also when a chunk ends between CR and LF or inside a character', () => {
    const text = 'id: 1\r\ndata: żółw\r\rid: 2\ndata: b\r\n\r\n';
    const whole = parse(text).events;
    expect(whole).toEqual([
      { id: '1', type: 'message', data: 'żółw' },
      { id: '2', type: 'message', data: 'b' },
    ]);
    // Every cut of the bytes, including inside 'ż' and between '\r' and '\n'.
    const encoded = bytes(text);
    for (let cut = 1; cut < encoded.length; cut += 1) {
      const parser = new SseParser();
      const events = [...parser.push(encoded.slice(0, cut)), ...parser.push(encoded.slice(cut))];
      expect(events).toEqual(whole);
    }
  });

  it('keeps the last id across events, ignores an id with NUL and a retry that is not all digits', () => {
    const { parser, events } = parse(
      'id: x\ndata: 1\n\ndata: 2\n\nid: y\0z\nretry: 10s\ndata: 3\n\nid: w\n\n',
    );
    expect(events.map((event) => event.id)).toEqual(['x', 'x', 'x']);
    expect(parser.retry).toBeUndefined();
    // An id alone dispatches nothing but still moves the last event id.
    expect(parser.lastEventId).toBe('w');
  });

  it('drops an event left unfinished when the stream ends', () => {
    expect(parse('data: whole\n\ndata: half\n').events).toEqual([{ id: '', type: 'message', data: 'whole' }]);
  });
});

describe('backoffDelay', () => {
  it('doubles from the base per attempt, caps, and draws between half and all of it', () => {
    const low = settingsOf({ hub: null, reconnect: { maxDelay: 30_000, random: () => 0 } });
    const high = settingsOf({ hub: null, reconnect: { maxDelay: 30_000, random: () => 1 } });
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(high, 2000, attempt))).toEqual([
      2000, 4000, 8000, 16000,
    ]);
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(low, 2000, attempt))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(high, 2000, 10)).toBe(30_000);
    expect(backoffDelay(low, 2000, 100)).toBe(15_000);
  });
});
