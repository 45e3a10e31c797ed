import { pipeline } from 'node:stream/promises';
import type { SubscriberFilter } from '@redakcja/api-sdk';
import { inclusiveUpperBound } from '@redakcja/api-sdk/constants';
import { type Command, Option } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { checkDate } from '../../core/dates';
import { UsageError } from '../../core/errors';
import { checkWritable, type Stages, writeFileAtomically } from '../../io/atomicFile';
// The streaming part (prefetch, the formats) loads only when an export runs.
import type { ExportProgress } from './stream';

export const EXPORT_FORMATS = ['csv', 'json', 'ndjson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Subscriber exports hold personal data: the file is readable by its owner only. */
export const EXPORT_FILE_MODE = 0o600;

export interface ExportOptions {
  /** date[after]: subscribed on or after. */
  from?: string | undefined;
  /** date[before]: subscribed on or before (a bare day counts whole). */
  to?: string | undefined;
  /** Every subscriber, also unconfirmed (activeP false) and deleted ones. Default: confirmed only. */
  all?: boolean | undefined;
  format?: ExportFormat | undefined;
  /** Output file; stdout when missing. */
  out?: string | undefined;
  /** Ask the API for its own file (GET /api/subscribers/generate) and download it. */
  serverFile?: boolean | undefined;
  /** --bom / --no-bom: the UTF-8 byte order mark before a CSV. Default: for a `--out` file named *.csv. */
  bom?: boolean | undefined;
}

/** A CSV starts with the BOM when asked (--bom), or by default when it goes to a file named *.csv. */
export function withBom(options: ExportOptions, format: ExportFormat): boolean {
  if (format !== 'csv') return false;
  return options.bom ?? /\.csv$/i.test(options.out ?? '');
}

export interface ExportResult {
  source: 'api' | 'server-file';
  /** The file written, or null for stdout. */
  file: string | null;
  format: ExportFormat | 'server';
  /** Subscribers written (null when the server's file does not say). */
  count: number | null;
  /** --server-file: the static URL downloaded. */
  url?: string | undefined;
}

function filterOf(options: ExportOptions): SubscriberFilter {
  return {
    after: options.from,
    before: options.to === undefined ? undefined : inclusiveUpperBound(options.to),
  };
}

async function progressFor(deps: Deps): Promise<ExportProgress> {
  if (!deps.out.canShowProgress) return { start() {}, advance() {}, stop() {} };
  const { SingleBar, Presets } = await import('cli-progress');
  const bar = new SingleBar(
    {
      stream: deps.out.stderr,
      format: 'subscribers [{bar}] {value}/{total} {percentage}% | {eta_formatted} left',
      hideCursor: true,
      clearOnComplete: true,
    },
    Presets.shades_classic,
  );
  return {
    start: (total) => bar.start(total ?? 0, 0),
    advance: (scanned) => bar.increment(scanned),
    stop: () => bar.stop(),
  };
}

async function writeTo(stages: Stages, options: ExportOptions, deps: Deps): Promise<void> {
  if (options.out) {
    await writeFileAtomically(options.out, stages, { mode: EXPORT_FILE_MODE, signal: deps.signal });
    return;
  }
  // stdout stays open after the export (end: false): it belongs to the process.
  await pipeline([...stages, deps.out.stdout], { signal: deps.signal, end: false });
}

/**
 * Checks the options before anything is sent (the action runs it before logging in, so a usage error
 * never waits for the API). `json` is the global --json flag.
 */
export async function checkOptions(
  given: ExportOptions,
  json: boolean,
): Promise<{ options: ExportOptions; format: ExportFormat }> {
  const options = {
    ...given,
    from: await checkDate(given.from, '--from'),
    to: await checkDate(given.to, '--to'),
  };
  if (options.serverFile) {
    if (options.format)
      throw new UsageError('--format cannot be used with --server-file: the server chooses the format.');
    if (options.bom)
      throw new UsageError("--bom cannot be used with --server-file: the server's file is written as it is.");
    if (options.all)
      throw new UsageError(
        '--all cannot be used with --server-file: the server exports confirmed subscribers only.',
      );
  }
  const format = options.format ?? (json && !options.out ? 'json' : 'csv');
  if (json && !options.out && (format === 'csv' || options.serverFile)) {
    throw new UsageError(
      '--json keeps stdout for JSON: use --format json or ndjson, or write the CSV with --out.',
    );
  }
  if (options.from && options.to && inclusiveUpperBound(options.to) < options.from) {
    throw new UsageError('--from must not be later than --to.');
  }
  if (options.out) await checkWritable(options.out);
  return { options, format };
}

/**
 * Exports the subscribers: streamed from the API page by page in constant memory, written to a temporary
 * file renamed when complete (or to stdout); or, with --server-file, the API's own file downloaded.
 */
export async function run(given: ExportOptions, deps: Deps): Promise<ExportResult> {
  const { options, format } = await checkOptions(given, deps.out.json);
  if (options.serverFile) {
    const generated = await deps.api.subscribers.generate(filterOf(options), { signal: deps.signal });
    const { downloadStatic } = await import('../../io/download');
    const body = await downloadStatic(generated.link, deps);
    const url = body.url;
    await writeTo([body.stream], options, deps);
    const count = typeof generated.count === 'number' ? generated.count : null;
    return { source: 'server-file', file: options.out ?? null, format: 'server', count, url };
  }

  const progress = await progressFor(deps);
  const counter = { count: 0 };
  try {
    const { exportStream } = await import('./stream');
    const pages = deps.api.subscribers.exportPages(filterOf(options), {
      signal: deps.signal,
      // Two requests ahead: the server always has the next page to answer while the export validates and
      // writes one, so the walk goes at the server's pace (docs/cli.md).
      readAhead: 2,
    });
    const source = exportStream(pages, {
      format,
      all: options.all ?? false,
      progress,
      counter,
      bom: withBom(options, format),
    });
    await writeTo([source], options, deps);
  } finally {
    progress.stop();
  }
  return { source: 'api', file: options.out ?? null, format, count: counter.count };
}

export function format(result: ExportResult): string {
  const what = result.count === null ? 'Subscribers' : `${result.count} subscribers`;
  const where = result.file ?? 'stdout';
  return result.source === 'server-file'
    ? `${what} downloaded from ${result.url} to ${where}.`
    : `${what} exported to ${where} (${result.format}).`;
}

export function register(group: Command, context: CliContext): void {
  group
    .command('export')
    .description('export subscribers, streamed page by page (confirmed ones unless --all)')
    .option('--from <date>', 'subscribed on or after this date (YYYY-MM-DD or ISO date-time)')
    .option('--to <date>', 'subscribed on or before this date (a bare day counts whole)')
    .option('--all', 'also unconfirmed (activeP false) and deleted subscribers')
    .addOption(new Option('--format <format>', 'csv (default), json or ndjson').choices(EXPORT_FORMATS))
    .option('--out <file>', 'write to this file (temporary name, renamed when complete); default stdout')
    .option('--server-file', 'let the API generate its file (GET /api/subscribers/generate) and download it')
    .option('--bom', 'begin a CSV with the UTF-8 byte order mark, for Excel (default for --out *.csv)')
    .option('--no-bom', 'no byte order mark, also for --out *.csv')
    .action(async (options: ExportOptions) => {
      await checkOptions(options, context.output().json);
      const deps = await context.deps();
      const result = await run(options, deps);
      // Without --out, stdout carries the export itself: the summary goes to stderr.
      if (result.file) deps.out.report(result, format);
      else deps.out.info(format(result));
    });
}
