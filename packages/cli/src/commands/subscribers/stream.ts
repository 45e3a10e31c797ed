import { Readable } from 'node:stream';
import type { Page, Subscriber } from '@redakcja/api-sdk';
import { prefetchOne } from '../../io/prefetch';
import type { ExportFormat } from './export';

/** The columns of an export, in order (the subscriber record of 03 §3). */
export const EXPORT_COLUMNS = [
  'id',
  'email',
  'date',
  'activeP',
  'addByAdmin',
  'deleted',
] as const satisfies ReadonlyArray<keyof Subscriber>;
/** A row of the export: those fields of the SDK's subscriber record. */
export type ExportRow = Pick<Subscriber, (typeof EXPORT_COLUMNS)[number]>;

/** What the export tells the progress bar. */
export interface ExportProgress {
  start(total: number | undefined): void;
  advance(scanned: number): void;
  stop(): void;
}

export interface ExportStreamOptions {
  format: ExportFormat;
  /** Every subscriber; otherwise only the confirmed, not deleted ones. */
  all: boolean;
  progress?: ExportProgress | undefined;
  /** Counts the rows written. */
  counter?: { count: number } | undefined;
}

function toRow(subscriber: Subscriber): ExportRow {
  return {
    id: subscriber.id,
    email: subscriber.email,
    date: subscriber.date,
    activeP: subscriber.activeP,
    addByAdmin: subscriber.addByAdmin,
    deleted: subscriber.deleted,
  };
}

/**
 * The rows page by page, one page ahead (the next page is fetched while the current one is written),
 * filtered to the confirmed, not deleted ones unless `all`.
 */
async function* rowsOf(
  pages: AsyncIterable<Page<Subscriber>>,
  options: ExportStreamOptions,
): AsyncGenerator<ExportRow[], void, undefined> {
  const progress = options.progress;
  let first = true;
  for await (const page of prefetchOne(pages)) {
    if (first) {
      progress?.start(page.totalItems);
      first = false;
    }
    const rows = page.items.filter((item) => options.all || (item.activeP && !item.deleted)).map(toRow);
    if (options.counter) options.counter.count += rows.length;
    progress?.advance(page.items.length);
    yield rows;
  }
}

type Stringify = typeof import('csv-stringify/sync').stringify;

/**
 * The text of the export, one chunk per page: a file or a pipe gets a few thousand writes for 100,000
 * subscribers instead of one per row. CSV is quoted by csv-stringify; JSON is one array, streamed.
 */
async function* chunks(pages: AsyncIterable<ExportRow[]>, format: ExportFormat, stringify: Stringify | null) {
  let first = true;
  if (format === 'json') yield '[';
  for await (const rows of pages) {
    if (format === 'csv' && stringify) {
      // The header goes with the first page, even an empty one, so an empty export is still a valid CSV.
      if (rows.length > 0 || first)
        yield stringify(rows, {
          header: first,
          columns: [...EXPORT_COLUMNS],
          cast: { boolean: (value) => (value ? '1' : '0') },
        });
      first = false;
      continue;
    }
    if (rows.length === 0) continue;
    if (format === 'ndjson') {
      yield `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`;
    } else {
      yield `${first ? '\n' : ',\n'}${rows.map((row) => `  ${JSON.stringify(row)}`).join(',\n')}`;
      first = false;
    }
  }
  if (format === 'csv' && first && stringify)
    yield stringify([], { header: true, columns: [...EXPORT_COLUMNS] });
  if (format === 'json') yield first ? ']\n' : '\n]\n';
}

/**
 * The export as a byte stream pulled page by page. Its buffer holds one chunk (highWaterMark 1), so the
 * reader's backpressure (a file, a pipe) holds the page loop: memory holds the chunk being written, the
 * page being prefetched and the writer's own buffer, however many subscribers there are.
 */
export async function exportStream(
  pages: AsyncIterable<Page<Subscriber>>,
  options: ExportStreamOptions,
): Promise<Readable> {
  const stringify = options.format === 'csv' ? (await import('csv-stringify/sync')).stringify : null;
  return Readable.from(chunks(rowsOf(pages, options), options.format, stringify), {
    objectMode: false,
    highWaterMark: 1,
  });
}
