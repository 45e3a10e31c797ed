/**
 * What the partner news list reads (03 §2: ID, Start, News1, News2, Akcje): a member of
 * GET /api/newsletter_partner_news as `partnerNewsBoxSchema` (./partnerNews) reads it, and the latest box
 * (`last`) as far as the add and edit rules read it, with those rules. The box's schema spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the partner news list
// loads no classic zod and no form rules.
import { z } from 'zod/mini';
import { dateTextToTime } from './dates';
import { jsonLdShape } from './jsonLd';
import { sharedMessages } from './messages';
import { idSchema, missingAsNull, nullableIdStringSchema, nullableStringSchema } from './readers';

export const partnerNewsMessages = {
  startRequired: sharedMessages.required,
  startInvalid: sharedMessages.invalidDate,
  /** Tooltip of the disabled add button. */
  onlyOneAhead: 'Można dodać tylko jeden box partnerski w przód.',
} as const;

/** A text the server may leave out, read as null. */
export const partnerNewsOptionalTextSchema = missingAsNull(nullableStringSchema);

export const partnerNewsListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  start: nullableStringSchema,
  firstTitle: nullableStringSchema,
  secondTitle: nullableStringSchema,
  closed: partnerNewsOptionalTextSchema,
  generated: partnerNewsOptionalTextSchema,
};

/** List columns: ID, Start, News1, News2. */
export const partnerNewsListItemSchema = z.object(partnerNewsListItemShape);
export type PartnerNewsListItem = z.infer<typeof partnerNewsListItemSchema>;

/** What `last` adds to a box: its start and id as the add and edit rules read them. */
export const partnerNewsLatestShape = {
  startAdditional: partnerNewsOptionalTextSchema,
  idAdditional: missingAsNull(nullableIdStringSchema),
};

/** The latest box (GET /api/newsletter_partner_news/last) as the list's add and edit rules read it. */
export const partnerNewsLatestSchema = z.object({ ...partnerNewsListItemShape, ...partnerNewsLatestShape });
export type PartnerNewsLatest = z.infer<typeof partnerNewsLatestSchema>;

/** The start of the latest box (startAdditional of `last`, else start). */
function latestStart(box: Pick<PartnerNewsLatest, 'start' | 'startAdditional'>): number {
  const text = box.startAdditional ?? box.start;
  return text ? dateTextToTime(text) : Number.NaN;
}

/**
 * Only one box may be added ahead: a new box is allowed when there is none or the latest one has
 * started (its start is not in the future).
 */
export function canAddPartnerNewsBox(
  latest: Pick<PartnerNewsLatest, 'start' | 'startAdditional'> | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!latest) return true;
  const start = latestStart(latest);
  return !Number.isFinite(start) || start <= now.getTime();
}

/** The edit screen shows the latest box only: the route id must be its idAdditional (or its id). */
export function isLatestPartnerNewsBox(
  latest: Pick<PartnerNewsLatest, 'id' | 'idAdditional'>,
  routeId: string | number,
): boolean {
  return String(latest.idAdditional ?? latest.id) === String(routeId);
}
