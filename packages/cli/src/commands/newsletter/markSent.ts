import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { markSentOnce } from '../../core/markSent';
import { parseId } from '../../core/numbers';

export interface MarkSentOptions {
  id: number;
}

export interface MarkSentResult {
  id: number;
  fileName: string | null;
  /** When it was marked sent (now, or earlier when it already was). */
  sent: string | null;
  /** False when the newsletter was already marked sent: nothing was changed. */
  changed: boolean;
}

/**
 * Marks a newsletter sent: PUT /api/newsletters/{id} with closed and generated set to now (03 §4). A
 * newsletter already sent is left as it is (its sent date is not overwritten).
 */
export async function run(options: MarkSentOptions, deps: Deps): Promise<MarkSentResult> {
  const { signal } = deps;
  const { record, changed } = await markSentOnce(deps, {
    load: () => deps.api.newsletters.get(options.id, { signal }),
    mark: (id, payload, expected) => deps.api.newsletters.markSent(id, payload, { signal, expected }),
    question: (current) =>
      `Mark newsletter ${current.id}${current.fileName ? ` (${current.fileName})` : ''} as sent? It can no longer be edited.`,
  });
  return { id: record.id, fileName: record.fileName, sent: record.closed, changed };
}

export function format(result: MarkSentResult): string {
  return result.changed
    ? `Newsletter ${result.id} marked sent (${result.sent}).`
    : `Newsletter ${result.id} was already marked sent (${result.sent}): nothing changed.`;
}

export function register(group: Command, context: CliContext): void {
  group
    .command('mark-sent')
    .description('mark a newsletter as sent (closed and generated set to now; asks first on a terminal)')
    .argument('<id>', 'the newsletter id (see newsletter list)', parseId)
    .action(async (id: number) => {
      const deps = await context.deps();
      deps.out.report(await run({ id }, deps), format);
    });
}
