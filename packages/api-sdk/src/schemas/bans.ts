/**
 * Blocking lists (01 §2, §3, §7): three lists, each a single text field `list` with one value per line
 * (D17). The form holds a string with no rule; saving normalises it (trim, drop empty lines and
 * duplicates, keep order).
 */
import { z } from 'zod';
import { jsonLdShape, objectOf, sharedMessages, textOrEmptySchema } from './shared';

/** The three lists: resource (GET /api/{resource}, PUT /api/{resource}/0) and the screen's label. */
export const BAN_LISTS = [
  { key: 'ips', resource: 'black_lists', label: 'Zablokowane adresy IP' },
  { key: 'emailDomains', resource: 'black_email_domains', label: 'Zablokowane domeny email' },
  { key: 'words', resource: 'black_words', label: 'Niedozwolone słowa w komentarzach' },
] as const;
export type BanListKey = (typeof BAN_LISTS)[number]['key'];
export const BAN_LIST_KEYS = BAN_LISTS.map((list) => list.key) as [BanListKey, ...BanListKey[]];
/** The id every ban list is saved under (PUT /api/black_lists/0). */
export const BAN_LIST_ID = 0;

/** A ban list as the server sends it (a missing or null list reads as ''). */
export const banListSchema = z.object({
  ...jsonLdShape,
  id: z.unknown().optional(),
  list: textOrEmptySchema,
});
export type BanList = z.infer<typeof banListSchema>;

/** The form: a string, no further rule (01 §5). */
export const banListFormSchema = objectOf({
  list: z.string({ error: sharedMessages.mustBeText }),
});
export type BanListForm = z.infer<typeof banListFormSchema>;

export function newBanListForm(): BanListForm {
  return { list: '' };
}

export function fromBanList(record: BanList): BanListForm {
  return { list: record.list };
}

/** The PUT body `{list}`; a missing list is read as '' and lists are stored normalised. */
export const banListPayloadSchema = objectOf({
  // A body without `list` is refused rather than read as an empty list: it would wipe the list.
  list: z.preprocess(
    (value) => (value === null ? '' : value),
    z.string({
      error: (issue) => (issue.input === undefined ? sharedMessages.required : sharedMessages.mustBeText),
    }),
  ),
});
export type BanListPayload = z.infer<typeof banListPayloadSchema>;

/** D17: one value per line; each line trimmed, empty lines and duplicates dropped, order kept. */
export function normalizeBanList(text: string): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === '' || seen.has(line)) continue;
    seen.add(line);
    lines.push(line);
  }
  return lines.join('\n');
}

/** The values of a list, one per line, normalised. */
export function banListValues(text: string): string[] {
  const normalized = normalizeBanList(text);
  return normalized === '' ? [] : normalized.split('\n');
}

export function toBanListPayload(form: BanListForm): BanListPayload {
  return { list: normalizeBanList(form.list) };
}

/**
 * One editor's changes to a list, put onto the list as someone else has saved it since (the CLI, another
 * tab): the values `mine` removed from `base` go, the values it added come at the end in its order, and
 * everything the other side added or removed stays as they left it. A reordering of `mine` alone is
 * not kept over another's change: the list keeps the other side's order.
 */
export function mergeBanLists(base: string, mine: string, theirs: string): string {
  const before = new Set(banListValues(base));
  const after = banListValues(mine);
  const kept = new Set(after);
  const removed = new Set([...before].filter((value) => !kept.has(value)));
  const added = after.filter((value) => !before.has(value));
  return normalizeBanList(
    [...banListValues(theirs).filter((value) => !removed.has(value)), ...added].join('\n'),
  );
}
