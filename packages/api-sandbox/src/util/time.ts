// The portal runs in Poland: its API writes datetimes in Europe/Warsaw local time with the offset
// (PHP's DATE_ATOM, as API Platform serialises DateTime), and reads datetimes without an offset as
// Warsaw local time. The database keeps UTC ISO strings, which sort and compare as text.
// The zone arithmetic (offsets, clock changes) is @date-fns/tz's, not ours.

import { TZDateMini } from '@date-fns/tz';
import { wallDateText, wallDateTimeText, warsawClock } from '@redakcja/api-sdk/constants';

const ZONE = 'Europe/Warsaw';

/** The instant seen on a Warsaw clock (its getters read Warsaw time), to the second (the API writes seconds). */
function inWarsaw(date: Date): Date {
  return new TZDateMini(Math.floor(date.getTime() / 1000) * 1000, ZONE);
}

const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, '0');

function calendarDay(local: Date): string {
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** `2026-11-22T14:05:00+01:00`: how the API writes a datetime. */
export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const local = inWarsaw(date);
  // Like Date's, TZDate's offset is minutes behind UTC: -60 in a Warsaw winter.
  const ahead = -local.getTimezoneOffset();
  const sign = ahead >= 0 ? '+' : '-';
  return (
    `${calendarDay(local)}T${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}` +
    `${sign}${pad(Math.trunc(ahead / 60))}:${pad(ahead % 60)}`
  );
}

/** `2026-11-22`: the Warsaw calendar day of an instant. */
export function formatDate(value: Date): string {
  return calendarDay(inWarsaw(value));
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const OFFSET_PATTERN = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Reads what a client may send as a date or datetime: ISO with an offset or `Z`, or a Warsaw local
 * `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm` or `YYYY-MM-DD HH:mm:ss`. Returns null for anything else.
 */
export function parseDateTime(input: unknown): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text === '') return null;
  if (OFFSET_PATTERN.test(text) && text.includes('T')) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const match = LOCAL_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((v) => (v ? Number(v) : 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const local = new TZDateMini(year, month - 1, day, hour, minute, second, ZONE);
  // 31 June rolls over to 1 July: such a day does not exist.
  if (local.getMonth() + 1 !== month || local.getDate() !== day) return null;
  return new Date(local.getTime());
}

/**
 * The last second of the Warsaw calendar day of an instant (days of a clock change last 23 or 25
 * hours). Not the SDK's `inclusiveUpperBound`, which works on text without a zone.
 */
export function endOfWarsawDay(date: Date): Date {
  const local = inWarsaw(date);
  return new Date(
    new TZDateMini(local.getFullYear(), local.getMonth(), local.getDate(), 23, 59, 59, ZONE).getTime(),
  );
}

/**
 * The stored form of a datetime: a UTC ISO string, comparable as text, to the second (the API writes
 * seconds, so a value read back and sent as a filter bound matches itself).
 */
export function toStored(date: Date): string {
  return new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString();
}

/** `30.11.2026`: a Warsaw day as the pages the server writes for staff show it (pl-PL, as the panel). */
export function displayDate(value: Date): string {
  return wallDateText(warsawClock(value));
}

/** `06.12.2026 14:23`: a Warsaw date and time as the pages the server writes for staff show it. */
export function displayDateTime(value: Date | string): string {
  return wallDateTimeText(warsawClock(typeof value === 'string' ? new Date(value) : value));
}

const POLISH_NUMBERS = new Intl.NumberFormat('pl-PL');

/** `1 617 889`: a count grouped as Polish text writes it. */
export function displayNumber(value: number): string {
  return POLISH_NUMBERS.format(value);
}
