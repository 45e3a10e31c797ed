import type { PartnerNewsListItem } from '@redakcja/api-sdk';
import { inclusiveUpperBound } from '@redakcja/api-sdk/constants';
import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { checkDate } from '../../core/dates';
import { parseCount } from '../../core/numbers';
import { formatTable } from '../../core/table';

export interface ListOptions {
  /** start[before]: starting on or before this date (a bare day counts whole). */
  before?: string | undefined;
  /** At most this many, newest first as the API sends them; 0 for all. */
  limit?: number | undefined;
}

/** A box as the panel's list shows it: ID, Start, News1, News2, and whether it was sent. */
export interface PartnerBoxRow {
  id: number;
  start: string | null;
  news1: string | null;
  news2: string | null;
  /** When it was marked sent (closed), or null. */
  sent: string | null;
}

export interface ListResult {
  boxes: PartnerBoxRow[];
}

export const DEFAULT_LIMIT = 30;

function row(item: PartnerNewsListItem, isSent: (item: PartnerNewsListItem) => boolean): PartnerBoxRow {
  return {
    id: item.id,
    start: item.start,
    news1: item.firstTitle,
    news2: item.secondTitle,
    sent: isSent(item) ? item.closed : null,
  };
}

/** GET /api/newsletter_partner_news (start[before]), following the pages until the limit. */
export async function run(options: ListOptions, deps: Deps): Promise<ListResult> {
  const { collect, isNewsletterSent } = await import('@redakcja/api-sdk');
  const checked = await checkDate(options.before, '--before');
  // start[before] includes its bound; a bare day means up to its last second, as newsletter list.
  const before = checked === undefined ? undefined : inclusiveUpperBound(checked);
  const limit = options.limit ?? DEFAULT_LIMIT;
  const items = await collect(
    deps.api.partnerNews.iterate({ startBefore: before }, { signal: deps.signal }),
    limit > 0 ? { max: limit } : {},
  );
  // A box is sent the way a newsletter is (03 §4): its closed marker.
  return { boxes: items.map((item) => row(item, isNewsletterSent)) };
}

/** Columns of the panel's list: ID, Start, News1, News2, and the sent marker of its row action. */
export function format(result: ListResult): string[] {
  const header = ['ID', 'START', 'NEWS1', 'NEWS2', 'SENT'];
  const rows = result.boxes.map((box) => [
    String(box.id),
    box.start ?? '-',
    box.news1 || '-',
    box.news2 || '-',
    box.sent ?? 'not sent',
  ]);
  return formatTable(header, rows);
}

export function register(group: Command, context: CliContext): void {
  group
    .command('list')
    .description('list the partner boxes of the newsletter (ID, start, news 1, news 2, sent)')
    .option(
      '--before <date>',
      'starting on or before this date (YYYY-MM-DD counts whole, or an ISO date-time)',
    )
    .option('--limit <n>', `at most this many (0: all; default ${DEFAULT_LIMIT})`, parseCount)
    .action(async (options: ListOptions) => {
      // A bad date is a usage error before any call.
      await checkDate(options.before, '--before');
      const deps = await context.deps();
      deps.out.result(await run(options, deps), format);
    });
}
