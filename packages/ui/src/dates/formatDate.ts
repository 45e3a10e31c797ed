import { isValid, parseISO } from 'date-fns';

/** How the panel shows dates (pl-PL): 'dd.MM.yyyy', times 'HH:mm' (24-hour). */
export const DATE_FORMAT = 'dd.MM.yyyy';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

export type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

// The formats are all digits, so they are written out here: date-fns' `format` brings its pattern
// parser and two locales (7 KB gzip) into every list screen for these two lines.
const datePart = (date: Date) =>
  `${twoDigits(date.getDate())}.${twoDigits(date.getMonth() + 1)}.${String(date.getFullYear()).padStart(4, '0')}`;
const timePart = (date: Date) => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;

const dateTimePart = (date: Date) => `${datePart(date)} ${timePart(date)}`;

// A list renders the same dates on every return to it, and parsing ISO text is most of formatting it
// (about 1 ms for 30 rows): the texts of the dates read are kept, per format, up to a bound.
const FORMATTED_LIMIT = 2000;
const formatted = new Map<(date: Date) => string, Map<string, string>>();

function formatWith(value: DateInput, write: (date: Date) => string): string {
  if (typeof value !== 'string') {
    const date = toDate(value);
    return date ? write(date) : '';
  }
  let texts = formatted.get(write);
  if (!texts) {
    texts = new Map();
    formatted.set(write, texts);
  }
  let text = texts.get(value);
  if (text === undefined) {
    const date = toDate(value);
    text = date ? write(date) : '';
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
