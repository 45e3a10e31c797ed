import type { Command } from 'commander';
import type { CliContext, Deps } from '../../core/context';
import { BAN_LIST_NAMES, type BanListName, listArgument } from './change';

export interface ListOptions {
  list: BanListName;
}

export interface ListResult {
  list: BanListName;
  values: string[];
}

/** GET /api/black_lists (or black_email_domains, black_words): one value per line (D17). */
export async function run(options: ListOptions, deps: Deps): Promise<ListResult> {
  const { banListValues } = await import('@redakcja/api-sdk');
  const record = await deps.api.bans.get(BAN_LIST_NAMES[options.list], { signal: deps.signal });
  return { list: options.list, values: banListValues(record.list) };
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
