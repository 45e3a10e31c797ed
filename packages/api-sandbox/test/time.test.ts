import { expect, test } from 'vitest';
import { endOfWarsawDay, formatDateTime, parseDateTime } from '../src/util/time';

// A date-only upper bound ('before=2026-10-25') covers that whole Warsaw day, the days of the clock
// changes included: the autumn one lasts 25 hours, the spring one 23.
test.each([
  ['2026-11-22', '2026-11-22T23:59:59+01:00'],
  ['2026-10-25', '2026-10-25T23:59:59+01:00'],
  ['2026-03-29', '2026-03-29T23:59:59+02:00'],
])('endOfWarsawDay(%s) is %s', (day, last) => {
  const start = parseDateTime(day);
  expect(start).not.toBeNull();
  expect(formatDateTime(endOfWarsawDay(start as Date))).toBe(last);
});

// Datetimes are written with Warsaw's offset of that instant, and local texts read in Warsaw time.
test.each([
  ['2026-01-15T11:00:00Z', '2026-01-15T12:00:00+01:00'],
  ['2026-07-15T11:00:00Z', '2026-07-15T13:00:00+02:00'],
  ['2026-10-25T00:30:00Z', '2026-10-25T02:30:00+02:00'],
  ['2026-10-25T01:30:00Z', '2026-10-25T02:30:00+01:00'],
])('formatDateTime(%s) is %s', (instant, written) => {
  expect(formatDateTime(instant)).toBe(written);
});

test.each([
  ['2026-07-15 13:00:00', '2026-07-15T11:00:00.000Z'],
  ['2026-01-15T12:00', '2026-01-15T11:00:00.000Z'],
  ['2026-03-29', '2026-03-28T23:00:00.000Z'],
  ['2026-03-30', '2026-03-29T22:00:00.000Z'],
])('parseDateTime(%s) reads Warsaw time: %s', (text, instant) => {
  expect(parseDateTime(text)?.toISOString()).toBe(instant);
});

test.each(['2026-06-31', '2026-02-29 10:00', '2026-13-01', 'jutro'])('parseDateTime(%s) is null', (text) => {
  expect(parseDateTime(text)).toBeNull();
});
