import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { markSentOnce } from '../../core/markSent';
import { parseId } from '../../core/numbers';

export interface MarkSentOptions {
  id: number;
}

export interface MarkSentResult {
  id: number;
  start: string | null;
  /** When it was marked sent (now, or earlier when it already was). */
  sent: string | null;
  /** False when the box was already marked sent: nothing was changed. */
  changed: boolean;
}

/**
 * Marks a partner box sent: PUT /api/newsletter_partner_news/{id} with closed and generated set to now
 * (03 §4, D26: "A partner-news box is marked sent the same way"). A box already sent is left as it is.
 */
export async function run(options: MarkSentOptions, deps: Deps): Promise<MarkSentResult> {
  const { signal } = deps;
  const { record, changed } = await markSentOnce(deps, {
    load: () => deps.api.partnerNews.get(options.id, { signal }),
    mark: (id, payload, expected) => deps.api.partnerNews.markSent(id, payload, { signal, expected }),
    question: (current) =>
      `Mark partner box ${current.id}${current.start ? ` (start ${current.start})` : ''} as sent?`,
  });
  return { id: record.id, start: record.start, sent: record.closed, changed };
}

export function format(result: MarkSentResult): string {
  return result.changed
    ? `Partner box ${result.id} marked sent (${result.sent}).`
    : `Partner box ${result.id} was already marked sent (${result.sent}): nothing changed.`;
}

export function register(group: Command, context: CliContext): void {
  group
    .command('mark-sent')
    .description('mark a partner box as sent (closed and generated set to now; asks first on a terminal)')
    .argument('<id>', 'the partner box id (see partner-news list)', parseId)
    .action(async (id: number) => {
      const deps = await context.deps();
      deps.out.report(await run({ id }, deps), format);
    });
}
