/**
 * Partner-news boxes of the newsletter (03 §2, §3, §5, §7): the box as the server sends it (also the
 * `last` box with its idAdditional/startAdditional), the form (start must be a date, the other fields
 * free text), the multipart text fields with the five uploads and their size rules, and the rule that
 * only one box may be added ahead.
 */
import { z } from 'zod';
import { IMAGE_SIZES, type ImageSizeConstraint } from '../constants';
import {
  cutDate10,
  dateTextToTime,
  idSchema,
  jsonLdShape,
  nullableIdStringSchema,
  nullableStringSchema,
  objectOf,
  optionalText,
  requiredDate,
  sharedMessages,
  toDate10,
} from './shared';

export const partnerNewsMessages = {
  startRequired: sharedMessages.required,
  startInvalid: sharedMessages.invalidDate,
  /** Tooltip of the disabled add button. */
  onlyOneAhead: 'Można dodać tylko jeden box partnerski w przód.',
} as const;

/** The free-text fields of a box, in form order. */
export const PARTNER_NEWS_TEXT_FIELDS = [
  'firstUrl',
  'firstTitle',
  'firstNewsletterUrl',
  'firstNewsletterTitle',
  'secondUrl',
  'secondTitle',
  'secondNewsletterUrl',
  'secondNewsletterTitle',
  'logoUrl',
  'logoNewsletterUrl',
] as const;
export type PartnerNewsTextField = (typeof PARTNER_NEWS_TEXT_FIELDS)[number];

/** Image file names the server keeps (set from the uploads). */
export const PARTNER_NEWS_IMAGE_FIELDS = [
  'firstImg',
  'firstNewsletterImg',
  'secondImg',
  'secondNewsletterImg',
  'logoImg',
  'logoNewsletterImg',
  'logoNewsletterMobileImg',
] as const;

/** The multipart upload fields with their size rules (03 §5). */
export const PARTNER_NEWS_UPLOADS = {
  firstImgFile: IMAGE_SIZES.partnerBox,
  secondImgFile: IMAGE_SIZES.partnerBox,
  logoImgFile: IMAGE_SIZES.partnerLogo,
  logoNewsletterImgFile: IMAGE_SIZES.partnerNewsletterLogo,
  logoNewsletterMobileImgFile: IMAGE_SIZES.partnerMobileLogo,
} as const satisfies Record<string, ImageSizeConstraint>;
export type PartnerNewsUploadField = keyof typeof PARTNER_NEWS_UPLOADS;
export const PARTNER_NEWS_UPLOAD_FIELDS = Object.keys(PARTNER_NEWS_UPLOADS) as PartnerNewsUploadField[];

const textShape = Object.fromEntries(
  PARTNER_NEWS_TEXT_FIELDS.map((field) => [field, nullableStringSchema]),
) as {
  [Field in PartnerNewsTextField]: typeof nullableStringSchema;
};
const imageShape = Object.fromEntries(
  PARTNER_NEWS_IMAGE_FIELDS.map((field) => [field, nullableStringSchema]),
) as {
  [Field in (typeof PARTNER_NEWS_IMAGE_FIELDS)[number]]: typeof nullableStringSchema;
};

export const partnerNewsBoxSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  start: nullableStringSchema,
  startAdditional: z.optional(nullableStringSchema).transform((value) => value ?? null),
  idAdditional: z.optional(nullableIdStringSchema).transform((value) => value ?? null),
  imgDir: z.optional(nullableStringSchema).transform((value) => value ?? null),
  imageDir: z.optional(nullableStringSchema).transform((value) => value ?? null),
  ...textShape,
  ...imageShape,
  closed: z.optional(nullableStringSchema).transform((value) => value ?? null),
  generated: z.optional(nullableStringSchema).transform((value) => value ?? null),
});
export type PartnerNewsBox = z.infer<typeof partnerNewsBoxSchema>;

/** List columns: ID, Start, News1, News2. */
export const partnerNewsListItemSchema = partnerNewsBoxSchema.pick({
  '@context': true,
  '@id': true,
  '@type': true,
  id: true,
  start: true,
  firstTitle: true,
  secondTitle: true,
  closed: true,
  generated: true,
});
export type PartnerNewsListItem = z.infer<typeof partnerNewsListItemSchema>;

const formTextShape = Object.fromEntries(
  PARTNER_NEWS_TEXT_FIELDS.map((field) => [field, optionalText()]),
) as {
  [Field in PartnerNewsTextField]: ReturnType<typeof optionalText>;
};

/** The box form: start (a date, SDK-19) and free text; the files ride beside it. */
const partnerNewsFormShape = {
  start: requiredDate(partnerNewsMessages.startRequired, partnerNewsMessages.startInvalid),
  ...formTextShape,
};
export const partnerNewsFormSchema = objectOf(partnerNewsFormShape);
export type PartnerNewsForm = z.infer<typeof partnerNewsFormSchema>;

export function newPartnerNewsForm(now: Date = new Date()): PartnerNewsForm {
  const texts = Object.fromEntries(PARTNER_NEWS_TEXT_FIELDS.map((field) => [field, ''])) as Record<
    PartnerNewsTextField,
    string
  >;
  return { start: toDate10(now), ...texts };
}

export function fromPartnerNewsBox(record: PartnerNewsBox): PartnerNewsForm {
  const texts = Object.fromEntries(
    PARTNER_NEWS_TEXT_FIELDS.map((field) => [field, record[field] ?? '']),
  ) as Record<PartnerNewsTextField, string>;
  return { start: cutDate10(record.start) ?? '', ...texts };
}

/** The text fields of the multipart POST (create, and edit with `_method=PUT`). */
export const partnerNewsPayloadSchema = objectOf(partnerNewsFormShape);
export type PartnerNewsPayload = z.infer<typeof partnerNewsPayloadSchema>;

export function toPartnerNewsPayload(form: PartnerNewsForm): PartnerNewsPayload {
  return { ...form, start: cutDate10(form.start) };
}

/** The start of the latest box (startAdditional of `last`, else start). */
function latestStart(box: Pick<PartnerNewsBox, 'start' | 'startAdditional'>): number {
  const text = box.startAdditional ?? box.start;
  return text ? dateTextToTime(text) : Number.NaN;
}

/**
 * Only one box may be added ahead: a new box is allowed when there is none or the latest one has
 * started (its start is not in the future).
 */
export function canAddPartnerNewsBox(
  latest: Pick<PartnerNewsBox, 'start' | 'startAdditional'> | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!latest) return true;
  const start = latestStart(latest);
  return !Number.isFinite(start) || start <= now.getTime();
}

/** The edit screen shows the latest box only: the route id must be its idAdditional (or its id). */
export function isLatestPartnerNewsBox(
  latest: Pick<PartnerNewsBox, 'id' | 'idAdditional'>,
  routeId: string | number,
): boolean {
  return String(latest.idAdditional ?? latest.id) === String(routeId);
}
