// The portal runs in Poland: its API writes datetimes in Europe/Warsaw local time with the offset
// (PHP's DATE_ATOM, as API Platform serialises DateTime), and reads datetimes without an offset as
// Warsaw local time. The database keeps UTC ISO strings, which sort and compare as text.

const ZONE = 'Europe/Warsaw';

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(date: Date): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes Warsaw is ahead of UTC at the given instant (60 in winter, 120 in summer). */
function offsetMinutes(date: Date): number {
  const p = localParts(date);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number, width = 2): string => String(Math.abs(n)).padStart(width, '0');

/** `2026-11-22T14:05:00+01:00`: how the API writes a datetime. */
export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const p = localParts(date);
  const offset = offsetMinutes(date);
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** `2026-11-22`: the Warsaw calendar day of an instant. */
export function formatDate(value: Date): string {
  const p = localParts(value);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
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
  // Guess the instant as if the local time were UTC, then correct by Warsaw's offset at that instant.
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = guess - offsetMinutes(new Date(guess)) * 60_000;
  const date = new Date(guess - offsetMinutes(new Date(first)) * 60_000);
  const check = localParts(date);
  // 31 June rolls over to 1 July: such a day does not exist.
  return check.month === month && check.day === day ? date : null;
}

/** The last second of the Warsaw calendar day of an instant (days of a clock change last 23 or 25 hours). */
export function endOfDay(date: Date): Date {
  return parseDateTime(`${formatDate(date)} 23:59:59`) ?? date;
}

/**
 * The stored form of a datetime: a UTC ISO string, comparable as text, to the second (the API writes
 * seconds, so a value read back and sent as a filter bound matches itself).
 */
export function toStored(date: Date): string {
  return new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString();
}
