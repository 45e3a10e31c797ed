import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Page, Subscriber } from '@redakcja/api-sdk';
import { describe, expect, it } from 'vitest';
import { EXPORT_CHUNK_CHARS, EXPORT_COLUMNS, exportStream } from '../../src/commands/subscribers/stream';
import { parseCsv } from '../support/csv';

const PAGE_SIZE = 30;

/** An API's pages held in memory (instant), counting how many the export has asked for. */
function pagesOf(count: number) {
  const asked = { pages: 0 };
  async function* pages(): AsyncGenerator<Page<Subscriber>> {
    for (let page = 1; page <= count; page++) {
      asked.pages = page;
      const items = Array.from({ length: PAGE_SIZE }, (_, index) => {
        const id = (page - 1) * PAGE_SIZE + index + 1;
        return {
          id,
          email: `czytelnik${id}@example.pl`,
          date: '2024-01-01T12:00:00+01:00',
          activeP: true,
          addByAdmin: false,
          deleted: null,
        } as Subscriber;
      });
      yield {
        items,
        totalItems: count * PAGE_SIZE,
        links: {},
        page,
        lastPage: count,
        hasNext: page < count,
        hasPrevious: page > 1,
      } as Page<Subscriber>;
    }
  }
  return { pages: pages(), asked };
}

/** A reader that takes the first chunk and then waits until it is released. */
function stalledReader() {
  const chunks: Buffer[] = [];
  let release: (() => void) | undefined;
  let stalled = true;
  const reader = new Writable({
    highWaterMark: 1,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      if (stalled) release = done;
      else done();
    },
  });
  return {
    reader,
    chunks,
    release() {
      stalled = false;
      release?.();
    },
  };
}

/** Lets the event loop turn many times: an export that ignored backpressure would read on meanwhile. */
async function manyTurns(): Promise<void> {
  for (let turn = 0; turn < 200; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe('the export stream', () => {
  it('holds the page loop while its reader is busy: one page written, one ready, one being fetched', async () => {
    const { pages, asked } = pagesOf(100);
    const { reader, chunks, release } = stalledReader();
    // Chunks of one page each, so pages are easy to count.
    const done = pipeline(exportStream(pages, { format: 'csv', all: false, chunkChars: 1 }), reader);
    await manyTurns();
    expect(chunks).toHaveLength(1);
    // Page 1 went to the reader, page 2 waits in the stream, page 3 is prefetched: nothing further.
    expect(asked.pages).toBe(3);

    release();
    await done;
    expect(asked.pages).toBe(100);
    const rows = parseCsv(Buffer.concat(chunks).toString('utf8').trimEnd());
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows).toHaveLength(1 + 100 * PAGE_SIZE);
    expect(rows.at(-1)?.slice(0, 2)).toEqual(['3000', 'czytelnik3000@example.pl']);
  });

  it('holds the page loop with large chunks too: two chunks and one page ahead of the reader at most', async () => {
    const { pages, asked } = pagesOf(1000);
    const { reader, chunks, release } = stalledReader();
    const done = pipeline(exportStream(pages, { format: 'csv', all: true }), reader);
    await manyTurns();
    expect(chunks).toHaveLength(1);
    // Chunks end on page boundaries: the first one holds the header and k whole pages.
    const rowsInFirst = (chunks[0] as Buffer).toString('utf8').trimEnd().split('\n').length - 1;
    expect(rowsInFirst % PAGE_SIZE).toBe(0);
    const k = rowsInFirst / PAGE_SIZE;
    expect(k).toBeGreaterThan(1);
    // The chunk taken (k pages), the chunk ready (about k more), the page prefetched: nothing further.
    expect(asked.pages).toBeLessThanOrEqual(2 * k + 2);
    release();
    await done;
    expect(asked.pages).toBe(1000);
  });

  it('writes in chunks of at least 64 KiB, not one per page or per row', async () => {
    const { pages } = pagesOf(300);
    const chunks: string[] = [];
    await pipeline(
      exportStream(pages, { format: 'ndjson', all: true }),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    const text = chunks.join('');
    expect(text.trimEnd().split('\n')).toHaveLength(300 * PAGE_SIZE);
    expect(chunks.length).toBeLessThanOrEqual(Math.ceil(text.length / EXPORT_CHUNK_CHARS));
    expect(chunks.slice(0, -1).every((chunk) => chunk.length >= EXPORT_CHUNK_CHARS)).toBe(true);
    // Each line is the export's six columns, in order, and nothing else.
    expect(Object.keys(JSON.parse(text.split('\n')[0] as string))).toEqual([...EXPORT_COLUMNS]);
  });
});
