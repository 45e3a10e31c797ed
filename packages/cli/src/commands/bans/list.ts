import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { type BanListName, listArgument, readBanList } from './change';

export interface ListOptions {
  list: BanListName;
}

export interface ListResult {
  list: BanListName;
  values: string[];
}

/** Reads the list: one value per line (D17). */
export async function run(options: ListOptions, deps: Deps): Promise<ListResult> {
  return { list: options.list, values: await readBanList(options.list, deps) };
}

export function format(result: ListResult): string[] {
  return result.values;
}

export function register(group: Command, context: CliContext): void {
  group
    .command('list')
    .description('print a blocking list, one value per line')
    .addArgument(listArgument())
    .action(async (list: BanListName) => {
      const deps = await context.deps();
      const result = await run({ list }, deps);
      deps.out.result(result, format);
      deps.out.info(`${result.values.length} entries in ${list}.`);
    });
}
