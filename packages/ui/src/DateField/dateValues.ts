import { type CalendarDate, type CalendarDateTime, parseDate, parseDateTime } from '@internationalized/date';
import { cutDate10, cutDateTime16 } from '@redakcja/api-sdk/constants';
import type { DateValue } from 'react-aria-components';

/** 'day' values are 'YYYY-MM-DD'; 'minute' values are 'YYYY-MM-DDTHH:mm' (the API's dates cut to 16). */
export type DateGranularity = 'day' | 'minute';

/** Reads the API's string (longer forms such as seconds or an offset are cut); null when unreadable. */
export function toDateValue(
  value: string | null | undefined,
  granularity: DateGranularity,
): CalendarDate | CalendarDateTime | null {
  if (!value) return null;
  try {
    if (granularity === 'day') return parseDate(cutDate10(value));
    const text = cutDateTime16(value);
    return parseDateTime(text.length === 10 ? `${text}T00:00` : text);
  } catch {
    return null;
  }
}

/** Writes the string the API expects, or null for an empty field. */
export function fromDateValue(
  value: DateValue | null | undefined,
  granularity: DateGranularity,
): string | null {
  if (!value) return null;
  const text = value.toString();
  return granularity === 'day' ? cutDate10(text) : cutDateTime16(text);
}

/** Whether `value` lies before `min` (both API strings of the same granularity). */
export function isBefore(
  value: string | null | undefined,
  min: string | null | undefined,
  granularity: DateGranularity,
) {
  const a = toDateValue(value, granularity);
  const b = toDateValue(min, granularity);
  return a !== null && b !== null && a.compare(b) < 0;
}
