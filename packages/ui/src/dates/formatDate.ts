import { format, isValid, parseISO } from 'date-fns';
import { pl } from 'date-fns/locale/pl';

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

function formatWith(value: DateInput, pattern: string): string {
  const date = toDate(value);
  return date ? format(date, pattern, { locale: pl }) : '';
}

/** '2024-05-01T10:30:00+02:00' → '01.05.2024'; empty text for a missing or unreadable date. */
export const formatDate = (value: DateInput) => formatWith(value, DATE_FORMAT);
/** → '10:30' */
export const formatTime = (value: DateInput) => formatWith(value, TIME_FORMAT);
/** → '01.05.2024 10:30' */
export const formatDateTime = (value: DateInput) => formatWith(value, DATE_TIME_FORMAT);

/** The mark of a deleted record in lists: 'Usunięte : 01.05.2024 10:30'. */
export const deletedLabel = (deleted: DateInput) =>
  `Usunięte : ${formatDate(deleted)} ${formatTime(deleted)}`;
