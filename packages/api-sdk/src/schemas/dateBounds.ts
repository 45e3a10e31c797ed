/**
 * Bounds of the date ranges the API filters by (API Platform's DateFilter), apart from ./dates, which
 * every screen with a date loads: only the screens that filter by a range load this.
 */

/**
 * The upper bound of a date range as the API's `[before]` filters read it ('<='): a bare day means up to
 * its last second, in the portal's zone (the API reads a date-time without an offset as Warsaw time), so
 * 'Data do' 05.12.2026 includes what happened on that day. A date-time goes as it is.
 */
export function inclusiveUpperBound(value: string): string;
export function inclusiveUpperBound(value: string | undefined): string | undefined;
export function inclusiveUpperBound(value: string | undefined): string | undefined {
  return value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59` : value;
}
