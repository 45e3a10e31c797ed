import { Readable } from 'node:stream';
import { type Page, SUBSCRIBER_RECORD_FIELDS, type SubscriberExportRow } from '@redakcja/api-sdk';
import { prefetchOne } from '../../io/prefetch';
import { csvHeader, csvLines, UTF8_BOM } from './csv';
import type { ExportFormat } from './export';

/** The columns of an export, in order: the subscriber record's fields (the SDK's export row). */
export const EXPORT_COLUMNS = SUBSCRIBER_RECORD_FIELDS;
/** A row of the export: the SDK's export row (`subscriberExportRowSchema`), written as it is. */
export type ExportRow = SubscriberExportRow;

/**
 * The export is written in chunks of at least this many characters (the last one may be shorter): a file
 * or a pipe gets about a hundred writes for 100,000 subscribers instead of one per page (3,350) or per row.
 */
export const EXPORT_CHUNK_CHARS = 64 * 1024;

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
  /** csv: begin with the UTF-8 byte order mark (Excel then reads Polish letters right). */
  bom?: boolean | undefined;
  /** Chunk size in characters (default EXPORT_CHUNK_CHARS; tests use smaller ones). */
  chunkChars?: number | undefined;
}

/**
 * The rows page by page, one page ahead (the next page is fetched while the current one is written),
 * filtered to the confirmed, not deleted ones unless `all`. The SDK's records are written as they are
 * (the formats pick the columns), so no row is copied.
 */
async function* rowsOf(
  pages: AsyncIterable<Page<ExportRow>>,
  options: ExportStreamOptions,
): AsyncGenerator<ExportRow[], void, undefined> {
  const progress = options.progress;
  let first = true;
  for await (const page of prefetchOne(pages)) {
    if (first) {
      progress?.start(page.totalItems);
      first = false;
    }
    const rows = options.all ? page.items : page.items.filter((item) => item.activeP && !item.deleted);
    if (options.counter) options.counter.count += rows.length;
    progress?.advance(page.items.length);
    yield rows;
  }
}

/** JSON of a row: the export's columns only, in their order (a replacer list picks them, no copy). */
const JSON_COLUMNS: string[] = [...EXPORT_COLUMNS];

/**
 * The text of the export page by page: CSV with its header on the first page (alone when there is no row,
 * so an empty export is still a valid CSV); `json` one array, `ndjson` one object per line.
 */
async function* pageTexts(pages: AsyncIterable<ExportRow[]>, format: ExportFormat, bom: boolean) {
  let first = true;
  if (format === 'csv' && bom) yield UTF8_BOM;
  if (format === 'json') yield '[';
  for await (const rows of pages) {
    if (rows.length === 0) continue;
    if (format === 'csv') {
      yield `${first ? csvHeader(EXPORT_COLUMNS) : ''}${csvLines(rows, EXPORT_COLUMNS)}`;
      first = false;
    } else if (format === 'ndjson') {
      yield `${rows.map((row) => JSON.stringify(row, JSON_COLUMNS)).join('\n')}\n`;
    } else {
      yield `${first ? '\n' : ',\n'}${rows.map((row) => `  ${JSON.stringify(row, JSON_COLUMNS)}`).join(',\n')}`;
      first = false;
    }
  }
  if (format === 'csv' && first) yield csvHeader(EXPORT_COLUMNS);
  if (format === 'json') yield first ? ']\n' : '\n]\n';
}

/** Joins the page texts into chunks of at least `size` characters (the last one may be shorter). */
async function* chunked(texts: AsyncIterable<string>, size: number): AsyncGenerator<string, void, undefined> {
  let parts: string[] = [];
  let length = 0;
  for await (const text of texts) {
    parts.push(text);
    length += text.length;
    if (length >= size) {
      yield parts.join('');
      parts = [];
      length = 0;
    }
  }
  if (length > 0) yield parts.join('');
}

/**
 * The export as a byte stream pulled page by page. Its buffer holds one chunk (highWaterMark 1), so the
 * reader's backpressure (a file, a pipe) holds the page loop: memory holds the chunk being written, the
 * chunk ready, the page being prefetched and the writer's own buffer, however many subscribers there are.
 */
export function exportStream(pages: AsyncIterable<Page<ExportRow>>, options: ExportStreamOptions): Readable {
  const texts = pageTexts(rowsOf(pages, options), options.format, options.bom ?? false);
  return Readable.from(chunked(texts, options.chunkChars ?? EXPORT_CHUNK_CHARS), {
    objectMode: false,
    highWaterMark: 1,
  });
}
