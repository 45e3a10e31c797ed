/**
 * Conflict-safe writes (SDK-50): a write that names the record as it was loaded (`expected`) goes through
 * only while the server still holds that record. With an `ETag` on the record, the write carries
 * `If-Match` and a 412 is the conflict; without one (API Platform's default) the record is read again
 * just before the write and compared with the loaded one. Either way the fields the server changes by
 * itself (a resource's `serverManaged`, such as an article's `visitCount`) are not a conflict.
 */
import { ConflictError } from './errors/ConflictError';
import { HttpError } from './errors/HttpError';
import { NotFoundError } from './errors/NotFoundError';
import type { CallOptions } from './types';
import { versionOf } from './versions';

/** What a resource says about its records' conflicts. */
export interface ConflictRule {
  /** Fields the server changes by itself (counters, computed totals): never compared. */
  serverManaged?: readonly string[];
}

/** The options of a conditional write: the record as loaded, and the call's usual options. */
export interface WriteOptions<Loaded = unknown> extends CallOptions {
  /**
   * The record as it was loaded (the object `get` or `list` answered, or a `ConflictError`'s `current`):
   * the write is refused with a ConflictError when the server's record is no longer that one.
   */
  expected?: Loaded | undefined;
}

/** Equal as JSON values: the same primitives, arrays of equal items, objects with equal members. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // A missing member and a null one read the same.
    return (a ?? null) === (b ?? null);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValue(left[key], right[key])) return false;
  return true;
}

/** The soft-delete marker of a record (`deleted`), or null. */
function deletedAt(record: unknown): unknown {
  return typeof record === 'object' && record !== null
    ? ((record as Record<string, unknown>).deleted ?? null)
    : null;
}

/**
 * The fields of the loaded record that differ on the server now. Only the fields the caller loaded are
 * compared (a list's row against the record), and never the server-managed ones.
 */
export function changedFields(expected: unknown, current: unknown, rule: ConflictRule = {}): string[] {
  if (typeof expected !== 'object' || expected === null) return [];
  const ignored = new Set(rule.serverManaged ?? []);
  const now = (current ?? {}) as Record<string, unknown>;
  return Object.entries(expected as Record<string, unknown>)
    .filter(([name]) => !ignored.has(name) && !name.startsWith('@') && Object.hasOwn(now, name))
    .filter(([name, value]) => !sameValue(value, now[name]))
    .map(([name]) => name);
}

/** Whether the record was deleted between the load and now. */
function wasDeleted(expected: unknown, current: unknown): boolean {
  return current === null || (deletedAt(current) !== null && deletedAt(expected) === null);
}

/** How many times a write is tried again when only server-managed fields moved its tag. */
const TAG_ATTEMPTS = 3;

export interface ConditionalWrite<Loaded, Result> {
  method: string;
  url: string;
  rule: ConflictRule | undefined;
  /** Reads the record now, as `expected` was read (a 404 means it is gone). */
  read: (options: CallOptions) => Promise<Loaded>;
  /** The write itself, with the options to send (the If-Match header among them). */
  write: (options: CallOptions) => Promise<Result>;
}

/** Runs the write under the `expected` rule of the options (SDK-50); without `expected`, as it is. */
export async function conditionalWrite<Loaded, Result>(
  options: WriteOptions<Loaded> | undefined,
  call: ConditionalWrite<Loaded, Result>,
): Promise<Result> {
  const { expected, ...callOptions } = options ?? {};
  if (expected === undefined) return call.write(callOptions);
  const rule = call.rule ?? {};
  const conflict = (current: Loaded | null, changed: string[], cause?: unknown) =>
    new ConflictError<Loaded>({
      method: call.method,
      url: call.url,
      expected,
      current,
      changed,
      deleted: wasDeleted(expected, current),
      cause,
    });
  const readNow = async (): Promise<Loaded | null> => {
    try {
      return await call.read(callOptions);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  };

  let tag = versionOf(expected);
  for (let attempt = 1; tag !== undefined; attempt++) {
    try {
      return await call.write({ ...callOptions, headers: { ...callOptions.headers, 'If-Match': tag } });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 412) {
        if (error instanceof NotFoundError) throw conflict(null, [], error);
        throw error;
      }
      const current = await readNow();
      const changed = changedFields(expected, current, rule);
      // Only the server's own fields moved (a visit counted): the same write over the new tag.
      if (current === null || changed.length > 0 || wasDeleted(expected, current) || attempt >= TAG_ATTEMPTS)
        throw conflict(current, changed, error);
      tag = versionOf(current);
    }
  }
  const current = await readNow();
  const changed = changedFields(expected, current, rule);
  if (current === null || changed.length > 0 || wasDeleted(expected, current))
    throw conflict(current, changed);
  return call.write(callOptions);
}

export type MergeOutcome<Values> =
  | { ok: true; merged: Values; serverChanged: string[] }
  | { ok: false; merged: Values; serverChanged: string[]; overlapping: string[] };

/**
 * The three-way merge of a save that met a conflict: `loaded` is what the user started from, `server`
 * what the server holds now, `mine` what the user has. A field only the server changed takes the server's
 * value, one only the user changed keeps the user's; a field both changed to different values overlaps
 * (`merged` then holds the user's value there, and the caller asks which to keep).
 */
export function mergeChanges<Values extends object>(
  loaded: Values,
  server: Values,
  mine: Values,
): MergeOutcome<Values> {
  const merged: Record<string, unknown> = { ...(server as Record<string, unknown>) };
  const serverChanged: string[] = [];
  const overlapping: string[] = [];
  const base = loaded as Record<string, unknown>;
  const theirs = server as Record<string, unknown>;
  const ours = mine as Record<string, unknown>;
  for (const name of new Set([...Object.keys(base), ...Object.keys(theirs), ...Object.keys(ours)])) {
    const byServer = !sameValue(base[name], theirs[name]);
    const byMe = !sameValue(base[name], ours[name]);
    if (byServer) serverChanged.push(name);
    if (byMe) merged[name] = ours[name];
    if (byServer && byMe && !sameValue(theirs[name], ours[name])) overlapping.push(name);
  }
  return overlapping.length > 0
    ? { ok: false, merged: merged as Values, serverChanged, overlapping }
    : { ok: true, merged: merged as Values, serverChanged };
}
