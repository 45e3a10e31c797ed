import { expect, test } from 'vitest';
import { endOfDay, formatDateTime, parseDateTime } from '../src/util/time';

// A date-only upper bound ('before=2026-10-25') covers that whole Warsaw day, the days of the clock
// changes included: the autumn one lasts 25 hours, the spring one 23.
test.each([
  ['2026-11-22', '2026-11-22T23:59:59+01:00'],
  ['2026-10-25', '2026-10-25T23:59:59+01:00'],
  ['2026-03-29', '2026-03-29T23:59:59+02:00'],
])('endOfDay(%s) is %s', (day, last) => {
  const start = parseDateTime(day);
  expect(start).not.toBeNull();
  expect(formatDateTime(endOfDay(start as Date))).toBe(last);
});
