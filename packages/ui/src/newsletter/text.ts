import { NEWSLETTER_INTRO_CUT_LENGTH } from '@redakcja/api-sdk/constants';
import { format } from 'date-fns';
import { pl } from 'date-fns/locale';
import { plainText } from '../html/plainText';
import { ELLIPSIS } from './constants';

/**
 * Spec 03 §9: the introduction is cut to 180 characters with an ellipsis in the first-article layout.
 * Decision UI-N3: the cut falls on the last word boundary within the limit (a word is never split;
 * a single word longer than the limit is cut exactly), trailing punctuation is dropped, and '…' is
 * appended; a text that fits is left whole, without an ellipsis. Characters are counted as code
 * points, so a Polish letter or an emoji counts once.
 */
export function cutIntroduction(text: string, limit: number = NEWSLETTER_INTRO_CUT_LENGTH): string {
  const chars = Array.from(plainText(text));
  if (chars.length <= limit) return chars.join('');
  let kept = chars.slice(0, limit);
  if (chars[limit] !== ' ') {
    const lastSpace = kept.lastIndexOf(' ');
    if (lastSpace > 0) kept = kept.slice(0, lastSpace);
  }
  return `${kept.join('').replace(/[\s,;:.\-–—]+$/u, '')}${ELLIPSIS}`;
}

/**
 * The issue's date in Polish ('14 maja 2024'). Only the calendar date (the first ten characters,
 * YYYY-MM-DD) is read, so the result does not depend on the time zone of the machine; date-fns with
 * the explicit `pl` locale keeps it independent of the machine's locale too. Any other text is shown
 * as given.
 */
export function formatIssueDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return value.trim();
  const [, year, month, day] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  if (Number.isNaN(date.getTime()) || date.getDate() !== Number(day)) return value.trim();
  return format(date, 'd MMMM yyyy', { locale: pl });
}
