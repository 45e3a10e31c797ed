import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { UsageError } from '../../core/errors';
import { readAll } from '../../io/stdin';
import { applyChange, type BanChangeResult, type BanListName, format, listArgument } from './change';

export interface SetOptions {
  list: BanListName;
  /** The new list, one value per line as read from --file (normalised here, D17). */
  lines: string[];
  dryRun?: boolean | undefined;
}

/** The lines of the file, or of stdin for '-'. An unreadable file is a usage error. */
export async function readValues(file: string, deps: Pick<Deps, 'stdin' | 'signal'>): Promise<string[]> {
  if (file === '-') return (await readAll(deps.stdin, deps.signal)).split(/\r\n|\r|\n/);
  try {
    return (await readFile(file, { encoding: 'utf8', signal: deps.signal })).split(/\r\n|\r|\n/);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new UsageError(
      `Cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'unknown error'}).`,
    );
  }
}

/**
 * Replaces the list with the file's values (normalised as D17 says). Entries the file leaves out are
 * removed, so on a terminal the command asks first; --dry-run shows the diff only.
 */
export function run(options: SetOptions, deps: Deps): Promise<BanChangeResult> {
  return applyChange(options.list, { kind: 'set', values: options.lines }, deps, options);
}

export function register(group: Command, context: CliContext): void {
  group
    .command('set')
    .description('replace a blocking list with the lines of a file (asks first when entries would go)')
    .addArgument(listArgument())
    .requiredOption('--file <file>', "one value per line; '-' reads stdin")
    .option('--dry-run', 'print the change as a diff and write nothing')
    .action(async (list: BanListName, options: { file: string; dryRun?: boolean }) => {
      // The file first: an unreadable one is a usage error before any call.
      const lines = await readValues(options.file, context.io);
      const deps = await context.deps();
      deps.out.result(await run({ list, lines, dryRun: options.dryRun }, deps), format);
    });
}
