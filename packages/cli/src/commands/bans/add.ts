import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { applyChange, type BanChangeResult, type BanListName, format, listArgument } from './change';

export interface AddOptions {
  list: BanListName;
  values: string[];
  dryRun?: boolean | undefined;
}

/** Appends the values that are not on the list yet; every entry already there stays, in order. */
export function run(options: AddOptions, deps: Deps): Promise<BanChangeResult> {
  return applyChange(options.list, { kind: 'add', values: options.values }, deps, options);
}

export function register(group: Command, context: CliContext): void {
  group
    .command('add')
    .description('add values to a blocking list (trimmed; values already there are skipped)')
    .addArgument(listArgument())
    .argument('<value...>', 'values to add')
    .option('--dry-run', 'print the change as a diff and write nothing')
    .action(async (list: BanListName, values: string[], options: { dryRun?: boolean }) => {
      const deps = await context.deps();
      deps.out.result(await run({ list, values, dryRun: options.dryRun }, deps), format);
    });
}
