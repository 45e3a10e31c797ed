import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { applyChange, type BanChangeResult, registerValuesCommand, type ValuesOptions } from './change';

export type AddOptions = ValuesOptions;

/** Appends the values that are not on the list yet; every entry already there stays, in order. */
export function run(options: AddOptions, deps: Deps): Promise<BanChangeResult> {
  return applyChange(options.list, { kind: 'add', values: options.values }, deps, options);
}

export function register(group: Command, context: CliContext): void {
  registerValuesCommand(group, context, {
    name: 'add',
    description: 'add values to a blocking list (trimmed; values already there are skipped)',
    run,
  });
}
