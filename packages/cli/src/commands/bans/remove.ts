import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { applyChange, type BanChangeResult, registerValuesCommand, type ValuesOptions } from './change';

export type RemoveOptions = ValuesOptions;

/** Drops exactly the values named (after trimming); every other entry stays, in order. Asks first on a TTY. */
export function run(options: RemoveOptions, deps: Deps): Promise<BanChangeResult> {
  return applyChange(options.list, { kind: 'remove', values: options.values }, deps, options);
}

export function register(group: Command, context: CliContext): void {
  registerValuesCommand(group, context, {
    name: 'remove',
    description: 'remove values from a blocking list (asks first on a terminal; --yes in scripts)',
    run,
  });
}
