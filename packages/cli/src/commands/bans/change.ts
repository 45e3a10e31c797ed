import type { BanListKey } from '@redakcja/api-sdk';
import { Argument, type Command } from 'commander';
import { confirmChange } from '../../core/confirm';
import type { CliContext, Deps } from '../../core/context';
import { CancelledError, RejectedError, UsageError } from '../../core/errors';
import { removesTooMuch, SET_MAX_REMOVED_PERCENT } from '../../core/safety';
import { readValues } from './input';

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
    .argument('[value...]', `values to ${command.name}`)
    .option('--file <file>', `also the values of a file, one per line; '-' reads stdin`)
    .option('--dry-run', 'print the change as a diff and write nothing')
    .action(async (list: BanListName, given: string[], options: { file?: string; dryRun?: boolean }) => {
      // The file first: an unreadable one, or no values at all, is a usage error before any call.
      const values = [...given, ...(options.file ? await readValues(options.file, context.io) : [])];
      const { banListValues } = await import('@redakcja/api-sdk');
      if (banListValues(values.join('\n')).length === 0) {
        throw new UsageError(
          `No values to ${command.name}: give them as arguments or with --file (one per line; '-' reads stdin).`,
        );
      }
      const deps = await context.deps();
      showChange(deps, await command.run({ list, values, dryRun: options.dryRun }, deps));
    });
}

export interface ChangeOptions {
  dryRun?: boolean | undefined;
  /** set: go ahead when more than SET_MAX_REMOVED_SHARE of the list would go, without asking. */
  force?: boolean | undefined;
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
  /** set: it removes more than SET_MAX_REMOVED_SHARE of the list, which needs --force or a yes on a terminal. */
  largeRemoval: boolean;
}

/** A dry run's diff is the output asked for; a change done is an account that --quiet drops. */
export function showChange(deps: Pick<Deps, 'out'>, result: BanChangeResult): void {
  if (result.dryRun) deps.out.result(result, format);
  else deps.out.report(result, format);
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
  if (result.dryRun && result.largeRemoval)
    notes.push(`${largeRemovalText(result)}: a real run needs --force.`);
  const outcome = result.dryRun
    ? 'Dry run: nothing written.'
    : `Saved ${result.list}: ${result.entriesAfter} entries.`;
  return [...diffLines(result), ...notes, outcome];
}

/** 'The set removes 3 of 4 entries of ips (75%), more than 50%'. */
function largeRemovalText(counts: { list: string; removed: unknown[]; entriesBefore: number }): string {
  const { list, removed, entriesBefore } = counts;
  const percent = Math.round((removed.length / entriesBefore) * 100);
  return `The set removes ${removed.length} of ${entriesBefore} entries of ${list} (${percent}%), more than ${SET_MAX_REMOVED_PERCENT}`;
}

function isLargeRemoval(operation: BanOperation, plan: BanPlan): boolean {
  return operation.kind === 'set' && removesTooMuch(plan.removed.length, plan.before.length);
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
    largeRemoval: isLargeRemoval(operation, plan),
  } satisfies BanChangeResult;
}

/** GET /api/black_lists (or black_email_domains, black_words): the list's values, one per line (D17). */
export async function readBanList(name: BanListName, deps: Pick<Deps, 'api' | 'signal'>): Promise<string[]> {
  return (await readBanRecord(name, deps)).values;
}

/** The list as read (the record, for a conditional write) and its values. */
async function readBanRecord(name: BanListName, deps: Pick<Deps, 'api' | 'signal'>) {
  const { banListValues } = await import('@redakcja/api-sdk');
  const record = await deps.api.bans.get(BAN_LIST_NAMES[name], { signal: deps.signal });
  return { record, values: banListValues(record.list) };
}

/** How many times a write is tried over a list that keeps changing before the command gives up. */
export const BAN_WRITE_ATTEMPTS = 4;

/**
 * Read, change, write, never over a list it did not see (CLI-40). The list is read again right before
 * the write and the operation applied to that copy; the write names it as `expected`, so a change saved
 * in between (a 412, or a re-read that differs) makes the command apply its operation to the list as it
 * is then and try again, at most BAN_WRITE_ATTEMPTS times, then end with exit 4. Removing entries asks
 * first on a terminal; --dry-run only prints the diff.
 */
export async function applyChange(
  name: BanListName,
  given: BanOperation,
  deps: Deps,
  options: ChangeOptions,
): Promise<BanChangeResult> {
  const sdk = await import('@redakcja/api-sdk');
  // D17 on the values given on the command line or in a file: trimmed, no empty lines, no repeats.
  const operation = { ...given, values: sdk.banListValues(given.values.join('\n')) };
  const dryRun = options.dryRun ?? false;
  const first = planChange(await readBanList(name, deps), operation);
  // The checks come from the SDK, which `redakcja --help` does not load (CLI-16).
  const { shapeWarnings } = await import('./shapes');
  for (const warning of shapeWarnings(name, operation.values, first.after)) deps.out.warn(warning);
  if (dryRun || !changes(first)) return resultOf(name, operation, first, dryRun, false);

  // The share question, when asked, is the confirmation of the removal: one question, not two.
  let largeRemovalConfirmed = false;
  const confirmLargeRemoval = async (plan: BanPlan) => {
    if (largeRemovalConfirmed || options.force || !isLargeRemoval(operation, plan)) return;
    const result = resultOf(name, operation, plan, true, false);
    if (!deps.interactive) {
      throw new UsageError(
        `${largeRemovalText(result)} allowed without --force: nothing written. Check the input (redakcja bans set ${name} --dry-run shows the diff), or pass --force.`,
      );
    }
    deps.out.writeErr(`${diffLines(result).join('\n')}\n`);
    // Asked even with --yes: a habit of -y must not empty a list.
    if (!(await deps.prompts.confirm(`${largeRemovalText(result)}. Go ahead?`))) throw new CancelledError();
    largeRemovalConfirmed = true;
  };

  await confirmLargeRemoval(first);
  if (first.removed.length > 0 && !largeRemovalConfirmed) {
    if (!deps.yes && deps.interactive)
      deps.out.writeErr(`${diffLines(resultOf(name, operation, first, true, false)).join('\n')}\n`);
    await confirmChange(
      deps,
      `Remove ${first.removed.length} ${first.removed.length === 1 ? 'entry' : 'entries'} from ${name}?`,
    );
  }

  const confirmed = new Set(first.removed);
  let seen = first.before;
  for (let attempt = 1; ; attempt++) {
    const fresh = await readBanRecord(name, deps);
    const plan = planChange(fresh.values, operation);
    if (fresh.values.join('\n') !== seen.join('\n')) {
      deps.out.warn(
        `${name} changed on the server since it was read: the ${operation.kind} was applied to the current list`,
      );
      await confirmLargeRemoval(plan);
      const unconfirmed = plan.removed.filter((value) => !confirmed.has(value));
      if (unconfirmed.length > 0) {
        await confirmChange(
          deps,
          `Also remove ${unconfirmed.length} entries added meanwhile (${unconfirmed.join(', ')})?`,
        );
        for (const value of unconfirmed) confirmed.add(value);
      }
      if (!changes(plan)) return resultOf(name, operation, plan, false, false);
    }
    seen = fresh.values;

    const payload = sdk.toBanListPayload({ list: plan.after.join('\n') });
    let saved: Awaited<ReturnType<Deps['api']['bans']['save']>>;
    try {
      saved = await deps.api.bans.save(BAN_LIST_NAMES[name], payload, {
        signal: deps.signal,
        expected: fresh.record,
      });
    } catch (error) {
      if (!(error instanceof sdk.ConflictError)) throw error;
      if (attempt >= BAN_WRITE_ATTEMPTS) {
        throw new RejectedError(
          `${name} kept changing on the server while saving (${BAN_WRITE_ATTEMPTS} attempts): nothing written; run the command again`,
        );
      }
      continue;
    }
    const stored = sdk.banListValues(saved.list);
    if (stored.join('\n') !== plan.after.join('\n')) {
      deps.out.warn(
        `the server stored ${stored.length} entries where ${plan.after.length} were sent; check with: redakcja bans list ${name}`,
      );
    }
    return resultOf(name, operation, plan, false, true);
  }
}
