/**
 * Date texts of the contract (02 §9: dates cut to 16 or 10 characters): plain functions without zod, so
 * the light entry (`@redakcja/api-sdk/constants`) carries them to ui's date fields.
 */
const DATE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** True for a real calendar date or date-time as ISO 8601 text ('2024-05-01', '2024-05-01T10:20…'). */
export function isValidDateText(value: string, requireTime = false): boolean {
  const match = DATE_TIME_PATTERN.exec(value.trim());
  if (!match) return false;
  if (requireTime && match[4] === undefined) return false;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60
  );
}

/** '2024-05-01T10:20:33+02:00' → '2024-05-01T10:20' (a space separator becomes 'T'); null stays null. */
export function cutDateTime16(value: string): string;
export function cutDateTime16(value: string | null | undefined): string | null;
export function cutDateTime16(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value.trim().replace(' ', 'T').slice(0, 16);
}

/** '2024-05-01T10:20:33+02:00' → '2024-05-01'; null stays null. */
export function cutDate10(value: string): string;
export function cutDate10(value: string | null | undefined): string | null;
export function cutDate10(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value.trim().slice(0, 10);
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** The local date-time cut to the minute, as a datetime-local input holds it ('2024-05-01T10:20'). */
export function toDateTime16(date: Date = new Date()): string {
  return `${toDate10(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local date ('2024-05-01'). */
export function toDate10(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Milliseconds of a date or date-time text (local time when it has no zone), NaN when invalid. */
export function dateTextToTime(value: string): number {
  if (!isValidDateText(value)) return Number.NaN;
  const text = value.trim().replace(' ', 'T');
  // Date-only ISO text is parsed as UTC by JavaScript; read it as local midnight like the date-times.
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00`).getTime() : new Date(text).getTime();
}
