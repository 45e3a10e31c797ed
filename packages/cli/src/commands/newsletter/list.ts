import type { NewsletterListItem } from '@redakcja/api-sdk';
import { inclusiveUpperBound } from '@redakcja/api-sdk/constants';
import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { checkDate } from '../../core/dates';
import { parseCount } from '../../core/numbers';
import { formatTable } from '../../core/table';

export interface ListOptions {
  /** loggedAt[before]: created on or before this date (a bare day counts whole). */
  before?: string | undefined;
  /** At most this many, newest pages first as the API sends them; 0 for all. */
  limit?: number | undefined;
}

export interface NewsletterRow {
  id: number;
  created: string | null;
  generated: string | null;
  sent: string | null;
  fileName: string | null;
  url: string | null;
}

export interface ListResult {
  newsletters: NewsletterRow[];
}

export const DEFAULT_LIMIT = 30;

type Sdk = typeof import('@redakcja/api-sdk');

function row(sdk: Sdk, item: NewsletterListItem, staticBase: string): NewsletterRow {
  const { isNewsletterSent, newsletterHtmlPath, resolveLink } = sdk;
  return {
    id: item.id,
    created: item.created,
    generated: item.generated,
    sent: isNewsletterSent(item) ? item.closed : null,
    fileName: item.fileName,
    url: item.fileName ? resolveLink(newsletterHtmlPath(item.fileName), staticBase) : null,
  };
}

/** GET /api/newsletters (loggedAt[before]), following the pages until the limit. */
export async function run(options: ListOptions, deps: Deps): Promise<ListResult> {
  const sdk = await import('@redakcja/api-sdk');
  const checked = await checkDate(options.before, '--before');
  // loggedAt[before] includes its bound; a bare day means up to its last second, as --to of the export.
  const before = checked === undefined ? undefined : inclusiveUpperBound(checked);
  const limit = options.limit ?? DEFAULT_LIMIT;
  const items = await sdk.collect(
    deps.api.newsletters.iterate({ loggedAtBefore: before }, { signal: deps.signal }),
    limit > 0 ? { max: limit } : {},
  );
  return { newsletters: items.map((item) => row(sdk, item, deps.config.staticUrl)) };
}

/** Columns of the panel's list: ID, Utworzony, Wygenerowany, Wysłany, Nazwa pliku. */
export function format(result: ListResult): string[] {
  const header = ['ID', 'CREATED', 'GENERATED', 'SENT', 'FILE'];
  const rows = result.newsletters.map((item) => [
    String(item.id),
    item.created ?? '-',
    item.generated ?? '-',
    item.sent ?? 'not sent',
    item.fileName ?? '-',
  ]);
  return formatTable(header, rows);
}

export function register(group: Command, context: CliContext): void {
  group
    .command('list')
    .description('list the newsletters (ID, created, generated, sent, file name)')
    .option(
      '--before <date>',
      'created on or before this date (YYYY-MM-DD counts whole, or an ISO date-time)',
    )
    .option('--limit <n>', `at most this many (0: all; default ${DEFAULT_LIMIT})`, parseCount)
    .action(async (options: ListOptions) => {
      // A bad date is a usage error before any call.
      await checkDate(options.before, '--before');
      const deps = await context.deps();
      deps.out.result(await run(options, deps), format);
    });
}
