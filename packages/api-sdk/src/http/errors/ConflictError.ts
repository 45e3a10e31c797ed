import { ApiError } from './ApiError';

export interface ConflictInit<Loaded> {
  method: string;
  url: string;
  /** The record as the caller loaded it (the write's `expected`). */
  expected: Loaded;
  /** The record on the server now, read as `expected` was; null when it no longer exists. */
  current: Loaded | null;
  /** The fields that differ between the two (the server-managed ones left out). */
  changed: string[];
  /** The record was deleted (or soft-deleted) since it was loaded. */
  deleted: boolean;
  cause?: unknown;
}

/**
 * A conditional write (`{ expected }`) found the record changed since it was loaded: a 412 to its
 * `If-Match`, or a re-read that differs. Nothing was written. `current` is the record now, for a merge
 * (`mergeChanges`) or a question to the user.
 */
export class ConflictError<Loaded = unknown> extends ApiError {
  override name = 'ConflictError';

  readonly expected: Loaded;
  readonly current: Loaded | null;
  readonly changed: string[];
  readonly deleted: boolean;

  constructor(init: ConflictInit<Loaded>) {
    super(
      init.deleted
        ? `${init.method} ${init.url}: the record was deleted since it was loaded`
        : `${init.method} ${init.url}: the record changed since it was loaded (${init.changed.join(', ')})`,
      init,
    );
    this.expected = init.expected;
    this.current = init.current;
    this.changed = init.changed;
    this.deleted = init.deleted;
  }
}
