/**
 * Date texts of the contract (02 §9: dates cut to 16 or 10 characters): plain functions without zod, so
 * the light entry (`@redakcja/api-sdk/constants`) carries them to ui's date fields.
 */
const DATE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Days of a month (1–12) of the proleptic Gregorian calendar, any year (0 when the month is none). */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** True for a real calendar date or date-time as ISO 8601 text ('2024-05-01', '2024-05-01T10:20…'). */
export function isValidDateText(value: string, requireTime = false): boolean {
  const match = DATE_TIME_PATTERN.exec(value.trim());
  if (!match) return false;
  if (requireTime && match[4] === undefined) return false;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  return (
    Number(day) >= 1 &&
    Number(day) <= daysInMonth(Number(year), Number(month)) &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60
  );
}

/**
 * The portal's zone. The portal is Polish: the panel shows and edits Europe/Warsaw wall-clock times
 * whatever the zone of the computer it runs on, and the API reads a date-time without an offset as
 * Warsaw time. This module is the one place that converts between instants and Warsaw wall clocks.
 */
export const PORTAL_TIME_ZONE = 'Europe/Warsaw';

/** A wall-clock reading (month 1-12, hour 0-23). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** How dates are shown to staff (pl-PL): 'dd.MM.yyyy' (ui's DATE_FORMAT). */
export const wallDateText = (clock: WallClock): string =>
  `${twoDigits(clock.day)}.${twoDigits(clock.month)}.${String(clock.year).padStart(4, '0')}`;
/** How times are shown to staff: 'HH:mm', 24-hour (ui's TIME_FORMAT). */
export const wallTimeText = (clock: WallClock): string =>
  `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
/** 'dd.MM.yyyy HH:mm' (ui's DATE_TIME_FORMAT). */
export const wallDateTimeText = (clock: WallClock): string => `${wallDateText(clock)} ${wallTimeText(clock)}`;

let warsawFormat: Intl.DateTimeFormat | undefined;

/** The Warsaw wall clock at an instant (ms since the epoch), to the second. */
export function warsawClock(time: number | Date): WallClock {
  warsawFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PORTAL_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const clock: WallClock = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of warsawFormat.formatToParts(time)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  return clock;
}

/** How far Warsaw's clock is ahead of UTC at an instant, in ms (an hour in winter, two in summer). */
function warsawOffsetMs(time: number): number {
  const clock = warsawClock(time);
  const wall = utcOf(clock);
  return wall - Math.floor(time / 1000) * 1000;
}

function utcOf({ year, month, day, hour, minute, second }: WallClock): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  // Date.UTC reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year);
  return date.getTime();
}

/**
 * The instant a Warsaw wall clock shows. The offset is the one at that moment, not now (a July date
 * read in December is still summer time); a time the spring clock change skips is read with the
 * offset before the change (02:30 is 03:30 summer time), a time the autumn change repeats as the
 * earlier of the two.
 */
export function fromWarsawClock(clock: WallClock): number {
  const wall = utcOf(clock);
  const before = wall - warsawOffsetMs(wall - 3 * 3_600_000);
  const after = wall - warsawOffsetMs(wall + 3 * 3_600_000);
  if (utcOf(warsawClock(before)) === wall) return before;
  if (utcOf(warsawClock(after)) === wall) return after;
  return before;
}

const clockOf = (match: RegExpExecArray): WallClock => ({
  year: Number(match[1]),
  month: Number(match[2]),
  day: Number(match[3]),
  hour: Number(match[4] ?? 0),
  minute: Number(match[5] ?? 0),
  second: Number(match[6] ?? 0),
});

function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return zone.startsWith('-') ? -minutes : minutes;
}

/**
 * The Warsaw wall clock of an API date or date-time text: a text with an offset is the instant it names
 * (the API writes Warsaw offsets, so its own texts read as written); one without is Warsaw time already.
 * Null when the text is not a real date.
 */
function warsawClockOfText(value: string): WallClock | null {
  const text = value.trim();
  const match = DATE_TIME_PATTERN.exec(text);
  if (!match || !isValidDateText(text)) return null;
  const zone = match[7];
  if (zone === undefined || match[4] === undefined) return clockOf(match);
  return warsawClock(utcOf(clockOf(match)) - offsetMinutes(zone) * 60_000);
}

const pad = (value: number): string => String(value).padStart(2, '0');
const day10 = (clock: WallClock): string =>
  `${String(clock.year).padStart(4, '0')}-${pad(clock.month)}-${pad(clock.day)}`;
const minute16 = (clock: WallClock): string => `${day10(clock)}T${pad(clock.hour)}:${pad(clock.minute)}`;

/**
 * '2024-05-01T10:20:33+02:00' → '2024-05-01T10:20' (a space separator becomes 'T'): the Warsaw wall
 * clock to the minute, so a text with another offset ('…08:20:33Z') reads the same; null stays null.
 */
export function cutDateTime16(value: string): string;
export function cutDateTime16(value: string | null | undefined): string | null;
export function cutDateTime16(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const clock = warsawClockOfText(value);
  if (clock && /[T ]\d/.test(value)) return minute16(clock);
  return value.trim().replace(' ', 'T').slice(0, 16);
}

/** '2024-05-01T10:20:33+02:00' → '2024-05-01', the Warsaw calendar day; null stays null. */
export function cutDate10(value: string): string;
export function cutDate10(value: string | null | undefined): string | null;
export function cutDate10(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const clock = warsawClockOfText(value);
  return clock ? day10(clock) : value.trim().slice(0, 10);
}

/** The Warsaw date-time of an instant cut to the minute, as a date-time field holds it ('2024-05-01T10:20'). */
export function toDateTime16(date: Date = new Date()): string {
  return minute16(warsawClock(date));
}

/** The Warsaw calendar day of an instant ('2024-05-01'). */
export function toDate10(date: Date = new Date()): string {
  return day10(warsawClock(date));
}

/**
 * Milliseconds of a date or date-time text, NaN when invalid. A text without an offset is Warsaw time,
 * as the API reads it (a date alone is Warsaw midnight).
 */
export function dateTextToTime(value: string): number {
  const text = value.trim();
  const match = DATE_TIME_PATTERN.exec(text);
  if (!match || !isValidDateText(text)) return Number.NaN;
  const zone = match[7];
  const clock = clockOf(match);
  return zone === undefined ? fromWarsawClock(clock) : utcOf(clock) - offsetMinutes(zone) * 60_000;
}
