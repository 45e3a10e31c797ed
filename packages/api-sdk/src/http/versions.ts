/**
 * The entity tag each record came with, kept beside the parsed object (not on it: the record stays the
 * contract's plain shape). A write that names the record as `expected` sends its tag as `If-Match`.
 */
const tags = new WeakMap<object, string>();

/** Remembers the `ETag` a record was served with. */
export function rememberVersion(record: unknown, tag: string | null): void {
  if (tag && typeof record === 'object' && record !== null) tags.set(record, tag);
}

/** The `ETag` the record was served with, or undefined when the server sent none. */
export function versionOf(record: unknown): string | undefined {
  return typeof record === 'object' && record !== null ? tags.get(record) : undefined;
}
