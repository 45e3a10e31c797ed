/**
 * Partner-news boxes of the newsletter (03 §2, §3, §5, §7): the box as the server sends it (also the
 * `last` box with its idAdditional/startAdditional), the form (start must be a date, the other fields
 * free text), the multipart text fields with the five uploads and their size rules, and the rule that
 * only one box may be added ahead.
 */
import { z } from 'zod';
import { IMAGE_SIZES, type ImageSizeConstraint } from '../constants';
import {
  partnerNewsLatestShape,
  partnerNewsListItemShape,
  partnerNewsMessages,
  partnerNewsOptionalTextSchema,
} from './partnerNewsList';
import {
  cutDate10,
  isWebUrl,
  nullableStringSchema,
  objectOf,
  optionalText,
  requiredDate,
  sharedMessages,
  toDate10,
} from './shared';

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

/** One box (also `last`): the list item's shape (./partnerNewsList) and the rest. */
export const partnerNewsBoxSchema = z.object({
  ...textShape,
  ...imageShape,
  ...partnerNewsListItemShape,
  ...partnerNewsLatestShape,
  imgDir: partnerNewsOptionalTextSchema,
  imageDir: partnerNewsOptionalTextSchema,
});
export type PartnerNewsBox = z.infer<typeof partnerNewsBoxSchema>;

// The links (…Url) must be whole web addresses: the e-mail links to them as they are.
const formTextShape = Object.fromEntries(
  PARTNER_NEWS_TEXT_FIELDS.map((field) => [
    field,
    field.endsWith('Url') ? optionalText({ format: [isWebUrl, sharedMessages.webUrl] }) : optionalText(),
  ]),
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
