/**
 * Reading values the server sends loosely, without zod (the token answers and the schemas share it).
 */

/**
 * Booleans as the server sends them: true/false, 1/0, '1'/'0', 'true'/'false'; `null` and '' read as
 * false. Anything else is `undefined` (not a boolean).
 */
export function parseBooleanish(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false' || value === '' || value === null) return false;
  return undefined;
}

/** A numeric string as its number (' 12 ' → 12); anything else as it is, for a schema to judge. */
export function numericOrSame(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return value;
}
