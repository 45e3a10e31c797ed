import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { UsageError } from '../../core/errors';
import { SET_MAX_REMOVED_PERCENT } from '../../core/safety';
import { applyChange, type BanChangeResult, type BanListName, listArgument, showChange } from './change';
import { readValues } from './input';

export interface SetOptions {
  list: BanListName;
  /** The new list, one value per line as read from --file (normalised here, D17). */
  lines: string[];
  dryRun?: boolean | undefined;
  /** An input without values empties the list (refused otherwise). */
  allowEmpty?: boolean | undefined;
  /** Go ahead when more than SET_MAX_REMOVED_SHARE of the list would go, without asking. */
  force?: boolean | undefined;
}

/**
 * An input without a single value (an empty or truncated file) is refused before anything is sent:
 * emptying a list takes --allow-empty, which also stands for the removal of every entry.
 */
export async function checkNotEmpty(
  options: Pick<SetOptions, 'list' | 'lines' | 'allowEmpty'>,
  source: string,
): Promise<void> {
  const { banListValues } = await import('@redakcja/api-sdk');
  if (options.allowEmpty || banListValues(options.lines.join('\n')).length > 0) return;
  throw new UsageError(
    `${source === '-' ? 'stdin' : source} holds no values: nothing written. Pass --allow-empty to empty ${options.list}.`,
  );
}

/**
 * Replaces the list with the file's values (normalised as D17 says). Entries the file leaves out are
 * removed, so on a terminal the command asks first; a removal of more than SET_MAX_REMOVED_SHARE of the
 * list asks even with --yes, and without a terminal needs --force; --dry-run shows the diff only.
 */
export async function run(options: SetOptions, deps: Deps): Promise<BanChangeResult> {
  await checkNotEmpty(options, 'the input');
  const empties = options.allowEmpty === true && options.lines.every((line) => line.trim() === '');
  return applyChange(options.list, { kind: 'set', values: options.lines }, deps, {
    dryRun: options.dryRun,
    force: options.force || empties,
  });
}

export function register(group: Command, context: CliContext): void {
  group
    .command('set')
    .description('replace a blocking list with the lines of a file (asks first when entries would go)')
    .addArgument(listArgument())
    .requiredOption('--file <file>', "one value per line; '-' reads stdin")
    .option('--dry-run', 'print the change as a diff and write nothing')
    .option('--allow-empty', 'an input without values empties the list (refused otherwise)')
    .option(
      '--force',
      `go ahead when more than ${SET_MAX_REMOVED_PERCENT} of the list would be removed (asked on a terminal)`,
    )
    .action(
      async (
        list: BanListName,
        options: { file: string; dryRun?: boolean; allowEmpty?: boolean; force?: boolean },
      ) => {
        // The file first: an unreadable or empty one is a usage error before any call.
        const lines = await readValues(options.file, context.io);
        await checkNotEmpty({ list, lines, allowEmpty: options.allowEmpty }, options.file);
        const deps = await context.deps();
        const result = await run(
          { list, lines, dryRun: options.dryRun, allowEmpty: options.allowEmpty, force: options.force },
          deps,
        );
        showChange(deps, result);
      },
    );
}
