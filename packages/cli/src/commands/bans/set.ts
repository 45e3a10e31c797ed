import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { UsageError } from '../../core/errors';
import { readAll } from '../../io/stdin';
import { applyChange, type BanChangeResult, type BanListName, format, listArgument } from './change';

export interface SetOptions {
  list: BanListName;
  /** A file with one value per line, or '-' for stdin. */
  file: string;
  dryRun?: boolean | undefined;
}

async function readValues(file: string, deps: Deps): Promise<string[]> {
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
export async function run(options: SetOptions, deps: Deps): Promise<BanChangeResult> {
  const values = await readValues(options.file, deps);
  return applyChange(options.list, { kind: 'set', values }, deps, options);
}

export function register(group: Command, context: CliContext): void {
  group
    .command('set')
    .description('replace a blocking list with the lines of a file (asks first when entries would go)')
    .addArgument(listArgument())
    .requiredOption('--file <file>', "one value per line; '-' reads stdin")
    .option('--dry-run', 'print the change as a diff and write nothing')
    .action(async (list: BanListName, options: { file: string; dryRun?: boolean }) => {
      const deps = await context.deps();
      deps.out.result(await run({ list, file: options.file, dryRun: options.dryRun }, deps), format);
    });
}
