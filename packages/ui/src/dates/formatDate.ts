import {
  dateTextToTime,
  type WallClock,
  wallDateText,
  wallDateTimeText,
  wallTimeText,
  warsawClock,
} from '@redakcja/api-sdk/constants';

/** How the panel shows dates (pl-PL): 'dd.MM.yyyy', times 'HH:mm' (24-hour). */
export const DATE_FORMAT = 'dd.MM.yyyy';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

export type DateInput = string | number | Date | null | undefined;

/**
 * The Warsaw wall clock of a date: the panel shows the portal's (Polish) time whatever the computer's
 * zone; the API's text without an offset is Warsaw time already (the SDK's dates module reads both).
 */
function toClock(value: DateInput): WallClock | null {
  if (value === null || value === undefined || value === '') return null;
  const time = typeof value === 'string' ? dateTextToTime(value) : new Date(value).getTime();
  return Number.isFinite(time) ? warsawClock(time) : null;
}

// The formats are all digits, so the SDK writes them out (wallDateText …): date-fns' `format` brings its
// pattern parser and two locales (7 KB gzip) into every list screen for these two lines.
const datePart = wallDateText;
const timePart = wallTimeText;
const dateTimePart = wallDateTimeText;

// A list renders the same dates on every return to it, and parsing ISO text is most of formatting it
// (about 1 ms for 30 rows): the texts of the dates read are kept, per format, up to a bound.
const FORMATTED_LIMIT = 2000;
const formatted = new Map<(clock: WallClock) => string, Map<string, string>>();

function formatWith(value: DateInput, write: (clock: WallClock) => string): string {
  if (typeof value !== 'string') {
    const clock = toClock(value);
    return clock ? write(clock) : '';
  }
  let texts = formatted.get(write);
  if (!texts) {
    texts = new Map();
    formatted.set(write, texts);
  }
  let text = texts.get(value);
  if (text === undefined) {
    const clock = toClock(value);
    text = clock ? write(clock) : '';
    if (texts.size >= FORMATTED_LIMIT) texts.clear();
    texts.set(value, text);
  }
  return text;
}

/** '2024-05-01T10:30:00+02:00' → '01.05.2024' (DATE_FORMAT); empty text for a missing or unreadable date. */
export const formatDate = (value: DateInput) => formatWith(value, datePart);
/** → '10:30' (TIME_FORMAT) */
export const formatTime = (value: DateInput) => formatWith(value, timePart);
/** → '01.05.2024 10:30' (DATE_TIME_FORMAT) */
export const formatDateTime = (value: DateInput) => formatWith(value, dateTimePart);

/** The mark of a deleted record in lists: 'Usunięte : 01.05.2024 10:30'. */
export const deletedLabel = (deleted: DateInput) =>
  `Usunięte : ${formatDate(deleted)} ${formatTime(deleted)}`;
