import type { BanListKey } from '@redakcja/api-sdk';
import { Argument, type Command } from 'commander';
import { confirmChange } from '../../core/confirm';
import type { CliContext, Deps } from '../../core/context';

/** The CLI's names of the three blocking lists (01 §2, §7). */
export const BAN_LIST_NAMES = {
  ips: 'ips',
  domains: 'emailDomains',
  words: 'words',
} as const satisfies Record<string, BanListKey>;
export type BanListName = keyof typeof BAN_LIST_NAMES;

export function listArgument(): Argument {
  return new Argument('<list>', 'ips, domains (e-mail domains) or words (forbidden in comments)').choices(
    Object.keys(BAN_LIST_NAMES),
  );
}

/** The options of `bans add` and `bans remove`. */
export interface ValuesOptions {
  list: BanListName;
  values: string[];
  dryRun?: boolean | undefined;
}

/** Registers `bans add` or `bans remove`: a list, values, --dry-run; `run` does the change. */
export function registerValuesCommand(
  group: Command,
  context: CliContext,
  command: {
    name: 'add' | 'remove';
    description: string;
    run: (options: ValuesOptions, deps: Deps) => Promise<BanChangeResult>;
  },
): void {
  group
    .command(command.name)
    .description(command.description)
    .addArgument(listArgument())
    .argument('<value...>', `values to ${command.name}`)
    .option('--dry-run', 'print the change as a diff and write nothing')
    .action(async (list: BanListName, values: string[], options: { dryRun?: boolean }) => {
      const deps = await context.deps();
      deps.out.result(await command.run({ list, values, dryRun: options.dryRun }, deps), format);
    });
}

/** What to do to a list. */
export type BanOperation =
  | { kind: 'add'; values: string[] }
  | { kind: 'remove'; values: string[] }
  | { kind: 'set'; values: string[] };

export interface BanPlan {
  before: string[];
  after: string[];
  added: string[];
  removed: string[];
  /** add: values already on the list; remove: values not on it. */
  skipped: string[];
  /** set: the entries kept change their order. */
  reordered: boolean;
}

/**
 * The list after the operation, whose values are already normalised (D17). `add` appends new values at
 * the end, `remove` drops exactly the values named; every other entry stays, in its order. `set` takes
 * the given list as it is.
 */
export function planChange(before: readonly string[], operation: BanOperation): BanPlan {
  const current = new Set(before);
  const values = operation.values;
  if (operation.kind === 'add') {
    const added = values.filter((value) => !current.has(value));
    return {
      before: [...before],
      after: [...before, ...added],
      added,
      removed: [],
      skipped: values.filter((value) => current.has(value)),
      reordered: false,
    };
  }
  if (operation.kind === 'remove') {
    const dropping = new Set(values);
    return {
      before: [...before],
      after: before.filter((value) => !dropping.has(value)),
      added: [],
      removed: before.filter((value) => dropping.has(value)),
      skipped: values.filter((value) => !current.has(value)),
      reordered: false,
    };
  }
  const next = new Set(values);
  const kept = before.filter((value) => next.has(value));
  const keptInNewOrder = values.filter((value) => current.has(value));
  return {
    before: [...before],
    after: values,
    added: values.filter((value) => !current.has(value)),
    removed: before.filter((value) => !next.has(value)),
    skipped: [],
    reordered: kept.some((value, index) => keptInNewOrder[index] !== value),
  };
}

function changes(plan: BanPlan): boolean {
  return plan.added.length > 0 || plan.removed.length > 0 || plan.reordered;
}

export interface BanChangeResult {
  list: BanListName;
  operation: BanOperation['kind'];
  dryRun: boolean;
  /** True when the list was saved. */
  written: boolean;
  added: string[];
  removed: string[];
  skipped: string[];
  reordered: boolean;
  entriesBefore: number;
  entriesAfter: number;
}

/** The change as a diff: `-` lines for removed entries, `+` lines for added ones. */
export function diffLines(result: BanChangeResult): string[] {
  const lines = [
    `--- ${result.list} (now: ${result.entriesBefore} entries)`,
    `+++ ${result.list} (after ${result.operation}: ${result.entriesAfter} entries)`,
    ...result.removed.map((value) => `-${value}`),
    ...result.added.map((value) => `+${value}`),
  ];
  if (result.reordered) lines.push('(the order of the kept entries changes)');
  return lines;
}

export function format(result: BanChangeResult): string[] {
  const notes: string[] = [];
  if (result.skipped.length > 0) {
    notes.push(
      `${result.operation === 'add' ? 'Already on the list' : 'Not on the list'}: ${result.skipped.join(', ')}`,
    );
  }
  const nothing = result.added.length === 0 && result.removed.length === 0 && !result.reordered;
  if (nothing) return [...notes, `No change to ${result.list}: nothing written.`];
  const outcome = result.dryRun
    ? 'Dry run: nothing written.'
    : `Saved ${result.list}: ${result.entriesAfter} entries.`;
  return [...diffLines(result), ...notes, outcome];
}

function resultOf(
  name: BanListName,
  operation: BanOperation,
  plan: BanPlan,
  dryRun: boolean,
  written: boolean,
) {
  return {
    list: name,
    operation: operation.kind,
    dryRun,
    written,
    added: plan.added,
    removed: plan.removed,
    skipped: plan.skipped,
    reordered: plan.reordered,
    entriesBefore: plan.before.length,
    entriesAfter: plan.after.length,
  } satisfies BanChangeResult;
}

/** GET /api/black_lists (or black_email_domains, black_words): the list's values, one per line (D17). */
export async function readBanList(name: BanListName, deps: Pick<Deps, 'api' | 'signal'>): Promise<string[]> {
  const { banListValues } = await import('@redakcja/api-sdk');
  const record = await deps.api.bans.get(BAN_LIST_NAMES[name], { signal: deps.signal });
  return banListValues(record.list);
}

/**
 * Read, change, write. The list is read again right before the write and the operation applied to that
 * fresh copy, so an entry someone added meanwhile (in the panel) is kept. Removing entries asks first on
 * a terminal; --dry-run only prints the diff.
 */
export async function applyChange(
  name: BanListName,
  given: BanOperation,
  deps: Deps,
  options: { dryRun?: boolean | undefined },
): Promise<BanChangeResult> {
  const sdk = await import('@redakcja/api-sdk');
  // D17 on the values given on the command line or in a file: trimmed, no empty lines, no repeats.
  const operation = { ...given, values: sdk.banListValues(given.values.join('\n')) };
  const dryRun = options.dryRun ?? false;
  let plan = planChange(await readBanList(name, deps), operation);
  if (dryRun || !changes(plan)) return resultOf(name, operation, plan, dryRun, false);

  if (plan.removed.length > 0) {
    if (!deps.yes && deps.interactive)
      deps.out.writeErr(`${diffLines(resultOf(name, operation, plan, true, false)).join('\n')}\n`);
    await confirmChange(
      deps,
      `Remove ${plan.removed.length} ${plan.removed.length === 1 ? 'entry' : 'entries'} from ${name}?`,
    );
  }

  const fresh = await readBanList(name, deps);
  if (fresh.join('\n') !== plan.before.join('\n')) {
    const confirmed = new Set(plan.removed);
    plan = planChange(fresh, operation);
    deps.out.warn(
      `${name} changed on the server since it was read: the ${operation.kind} was applied to the current list`,
    );
    const unconfirmed = plan.removed.filter((value) => !confirmed.has(value));
    if (unconfirmed.length > 0) {
      await confirmChange(
        deps,
        `Also remove ${unconfirmed.length} entries added meanwhile (${unconfirmed.join(', ')})?`,
      );
    }
    if (!changes(plan)) return resultOf(name, operation, plan, false, false);
  }

  const payload = sdk.toBanListPayload({ list: plan.after.join('\n') });
  const saved = await deps.api.bans.save(BAN_LIST_NAMES[name], payload, { signal: deps.signal });
  const stored = sdk.banListValues(saved.list);
  if (stored.join('\n') !== plan.after.join('\n')) {
    deps.out.warn(
      `the server stored ${stored.length} entries where ${plan.after.length} were sent; check with: redakcja bans list ${name}`,
    );
  }
  return resultOf(name, operation, plan, false, true);
}
