import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { applyChange, type BanChangeResult, type BanListName, format, listArgument } from './change';

export interface RemoveOptions {
  list: BanListName;
  values: string[];
  dryRun?: boolean | undefined;
}

/** Drops exactly the values named (after trimming); every other entry stays, in order. Asks first on a TTY. */
export function run(options: RemoveOptions, deps: Deps): Promise<BanChangeResult> {
  return applyChange(options.list, { kind: 'remove', values: options.values }, deps, options);
}

export function register(group: Command, context: CliContext): void {
  group
    .command('remove')
    .description('remove values from a blocking list (asks first on a terminal; --yes in scripts)')
    .addArgument(listArgument())
    .argument('<value...>', 'values to remove')
    .option('--dry-run', 'print the change as a diff and write nothing')
    .action(async (list: BanListName, values: string[], options: { dryRun?: boolean }) => {
      const deps = await context.deps();
      deps.out.result(await run({ list, values, dryRun: options.dryRun }, deps), format);
    });
}
