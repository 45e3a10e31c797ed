/**
 * Newsletters (03 §2, §3, §5, §7, §9): the record (banners baner1..6 with Img/Url/Txt, lead and
 * exclusive segments, job offers), the list item, the generation data with the eight category blocks,
 * the newsletter article, banner images, the generation bodies of the standard and the alternative
 * version (baner1_img … praca_oferty), the lead and exclusive segment forms and the mark-sent body.
 */
import { z } from 'zod';
import { NEWSLETTER_BANNER_SLOTS, NEWSLETTER_CATEGORY_KEYS, type NewsletterCategoryKey } from '../constants';
import { jobOffersSchema, joinJobOffers } from './jobOffers';
import { resolveLink } from './links';
import { newsletterListItemShape, newsletterOptionalTextSchema } from './newsletterList';
import { EXCLUSIVE_SEGMENT_MAX, newsletterMessages } from './newsletterMessages';
import { partnerNewsBoxSchema } from './partnerNews';
import {
  booleanishSchema,
  idSchema,
  isWebUrl,
  jsonLdShape,
  listOrEmpty,
  nullableIdStringSchema,
  nullableStringSchema,
  objectOf,
  optionalText,
  requiredDateTime,
  requiredText,
  sharedMessages,
  textOrEmptySchema,
} from './shared';

export { resolveLink } from './links';
export { EXCLUSIVE_SEGMENT_MAX, newsletterHtmlPath, newsletterMessages } from './newsletterMessages';

// ---------------------------------------------------------------------------------------------------
// Articles and data

/** An article as the newsletter shows it. */
export const newsletterArticleSchema = z.object({
  ...jsonLdShape,
  id: z.optional(idSchema),
  slug: textOrEmptySchema,
  title: textOrEmptySchema,
  introduction: textOrEmptySchema,
  authorName: nullableStringSchema,
  groupName: nullableStringSchema,
  groupSlug: nullableStringSchema,
  mediaTopFilename: nullableStringSchema,
  mediaTopNewPath: booleanishSchema,
  partnerNews: booleanishSchema,
});
export type NewsletterArticle = z.infer<typeof newsletterArticleSchema>;

const articleList = listOrEmpty(newsletterArticleSchema);

/** The link of a newsletter article: absolute when the slug starts with http, else under the site. */
export function newsletterArticleUrl(slug: string, siteUrl: string): string {
  return resolveLink(slug, siteUrl);
}

/** The eight category blocks, each a list of articles (missing blocks read as empty). */
export const newsletterCategoryNewsSchema = z.preprocess(
  (value) => (value === null || value === undefined ? {} : value),
  z.object(
    Object.fromEntries(NEWSLETTER_CATEGORY_KEYS.map((key) => [key, articleList])) as Record<
      NewsletterCategoryKey,
      typeof articleList
    >,
  ),
);
export type NewsletterCategoryNews = z.infer<typeof newsletterCategoryNewsSchema>;

// ---------------------------------------------------------------------------------------------------
// Banners

export type BannerSlot = (typeof NEWSLETTER_BANNER_SLOTS)[number];

/** One banner slot of the builder: image file name, link and text. */
export const newsletterBannerSchema = z.object({
  img: optionalText(),
  url: optionalText(),
  txt: optionalText(),
});
export type NewsletterBanner = z.infer<typeof newsletterBannerSchema>;

export function emptyNewsletterBanner(): NewsletterBanner {
  return { img: '', url: '', txt: '' };
}

/** The modes of the banner modal. */
export const BANNER_MODES = ['select', 'new', 'txt', 'none'] as const;
export type BannerMode = (typeof BANNER_MODES)[number];

/** select when an image exists, txt when only text exists, otherwise none (03 §2). */
export function initialBannerMode(banner: Pick<NewsletterBanner, 'img' | 'txt'>): BannerMode {
  if (banner.img.trim() !== '') return 'select';
  if (banner.txt.trim() !== '') return 'txt';
  return 'none';
}

/** Spaces in an uploaded banner's file name become hyphens. */
export function bannerFileName(name: string): string {
  return name.replace(/ /g, '-');
}

/** Banner uploads accept images only. */
export function isImageFile(file: { readonly type: string }): boolean {
  return file.type.startsWith('image/');
}

const bannerRecordShape = Object.fromEntries(
  NEWSLETTER_BANNER_SLOTS.flatMap((slot) => [
    [`baner${slot}Img`, nullableStringSchema],
    [`baner${slot}Url`, nullableStringSchema],
    [`baner${slot}Txt`, nullableStringSchema],
  ]),
) as Record<`baner${BannerSlot}${'Img' | 'Url' | 'Txt'}`, typeof nullableStringSchema>;

// The banner images live in ./newsletterImages: the selects module parses them without this file.
export * from './newsletterImages';

// ---------------------------------------------------------------------------------------------------
// Records

const nullableText = newsletterOptionalTextSchema;

/** A newsletter record (GET /api/newsletters/{id}, newsletter_data.newsletter): the list's shape and the rest. */
export const newsletterSchema = z.object({
  ...newsletterListItemShape,
  ...bannerRecordShape,
  leadSegmentTitle: nullableText,
  leadSegment: nullableText,
  author: z.optional(nullableIdStringSchema).transform((value) => value ?? null),
  exclusiveTitle: nullableText,
  exclusiveDescription: nullableText,
  exclusiveUrl: nullableText,
  jobOffers: z.optional(jobOffersSchema).transform((value) => value ?? []),
});
export type Newsletter = z.infer<typeof newsletterSchema>;

/** GET /api/newsletter_data: everything the builder needs. */
export const newsletterDataSchema = z.object({
  newsletter: newsletterSchema
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  newsOfTheDay: articleList,
  newsOnlyOnWm: articleList,
  categoryNews: newsletterCategoryNewsSchema,
  partnerNews: z
    .preprocess(
      (value) => (Array.isArray(value) ? (value[0] ?? null) : value === undefined ? null : value),
      partnerNewsBoxSchema.nullable(),
    )
    .optional()
    .transform((value) => value ?? null),
  jobOffers: jobOffersSchema,
  latestOffers: jobOffersSchema,
  currentDate: textOrEmptySchema,
  fileName: textOrEmptySchema,
});
export type NewsletterData = z.infer<typeof newsletterDataSchema>;

// ---------------------------------------------------------------------------------------------------
// Segments (alternative version)

/** The lead segment: author, title and HTML content; the specification gives it no rule. */
export const leadSegmentFormSchema = objectOf({
  author: z.preprocess(
    (value) =>
      typeof value === 'number' ? String(value) : value === undefined || value === '' ? null : value,
    z.string({ error: sharedMessages.mustBeText }).nullable(),
  ),
  leadSegmentTitle: optionalText(),
  leadSegment: optionalText(),
});
export type LeadSegmentForm = z.infer<typeof leadSegmentFormSchema>;

export function newLeadSegmentForm(): LeadSegmentForm {
  return { author: null, leadSegmentTitle: '', leadSegment: '' };
}

/** The exclusive segment: title, description and url, each at most 255 characters (03 §5). */
export const exclusiveSegmentFormSchema = objectOf({
  exclusiveTitle: optionalText({ max: [EXCLUSIVE_SEGMENT_MAX, newsletterMessages.exclusiveTitleMax] }),
  exclusiveDescription: optionalText({
    max: [EXCLUSIVE_SEGMENT_MAX, newsletterMessages.exclusiveDescriptionMax],
  }),
  exclusiveUrl: optionalText({
    max: [EXCLUSIVE_SEGMENT_MAX, newsletterMessages.exclusiveUrlMax],
    format: [isWebUrl, sharedMessages.webUrl],
  }),
});
export type ExclusiveSegmentForm = z.infer<typeof exclusiveSegmentFormSchema>;

export function newExclusiveSegmentForm(): ExclusiveSegmentForm {
  return { exclusiveTitle: '', exclusiveDescription: '', exclusiveUrl: '' };
}

// ---------------------------------------------------------------------------------------------------
// The builder and the generation bodies

/** What the builder holds besides the rendered HTML. */
export interface NewsletterBuilderState {
  banners: NewsletterBanner[];
  jobOffers: { value: string }[];
  lead: LeadSegmentForm;
  exclusive: ExclusiveSegmentForm;
}

/** The last saved record prefills the next newsletter (03 §2). */
export function fromNewsletter(record: Newsletter | null): NewsletterBuilderState {
  const banners = NEWSLETTER_BANNER_SLOTS.map((slot) => ({
    img: record?.[`baner${slot}Img`] ?? '',
    url: record?.[`baner${slot}Url`] ?? '',
    txt: record?.[`baner${slot}Txt`] ?? '',
  }));
  return {
    banners,
    jobOffers: (record?.jobOffers ?? []).map((offer) => ({ value: offer.value })),
    lead: {
      author: record?.author ?? null,
      leadSegmentTitle: record?.leadSegmentTitle ?? '',
      leadSegment: record?.leadSegment ?? '',
    },
    exclusive: {
      exclusiveTitle: record?.exclusiveTitle ?? '',
      exclusiveDescription: record?.exclusiveDescription ?? '',
      exclusiveUrl: record?.exclusiveUrl ?? '',
    },
  };
}

const bannerPayloadShape = Object.fromEntries(
  NEWSLETTER_BANNER_SLOTS.flatMap((slot) => [
    [`baner${slot}_img`, optionalText()],
    [`baner${slot}_txt`, optionalText()],
    [`baner${slot}_url`, optionalText()],
  ]),
) as Record<`baner${BannerSlot}_${'img' | 'txt' | 'url'}`, ReturnType<typeof optionalText>>;

const newsletterPayloadShape = {
  html: requiredText({ required: newsletterMessages.htmlRequired }),
  css: optionalText(),
  ...bannerPayloadShape,
  praca_oferty: optionalText(),
};

/** POST /api/newsletters (standard version). */
export const newsletterPayloadSchema = objectOf(newsletterPayloadShape);
export type NewsletterPayload = z.infer<typeof newsletterPayloadSchema>;

/** POST /api/newsletters/alternative: the standard body plus the lead and exclusive segments. */
export const alternativeNewsletterPayloadSchema = objectOf({
  ...newsletterPayloadShape,
  ...leadSegmentFormSchema.shape,
  ...exclusiveSegmentFormSchema.shape,
});
export type AlternativeNewsletterPayload = z.infer<typeof alternativeNewsletterPayloadSchema>;

function bannerFields(banners: readonly NewsletterBanner[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const slot of NEWSLETTER_BANNER_SLOTS) {
    const banner = banners[slot - 1] ?? emptyNewsletterBanner();
    fields[`baner${slot}_img`] = banner.img;
    fields[`baner${slot}_txt`] = banner.txt;
    fields[`baner${slot}_url`] = banner.url;
  }
  return fields;
}

/** The standard body: html, css, the six banners and the chosen offers joined with '|'. */
export function toNewsletterPayload(input: {
  html: string;
  css: string;
  banners: readonly NewsletterBanner[];
  jobOffers: readonly { value: string }[];
}): NewsletterPayload {
  return {
    html: input.html,
    css: input.css,
    ...(bannerFields(input.banners) as Record<`baner${BannerSlot}_${'img' | 'txt' | 'url'}`, string>),
    praca_oferty: joinJobOffers(input.jobOffers),
  };
}

/** The alternative body: the standard one plus author, lead and exclusive segments. */
export function toAlternativeNewsletterPayload(input: {
  html: string;
  css: string;
  banners: readonly NewsletterBanner[];
  jobOffers: readonly { value: string }[];
  lead: LeadSegmentForm;
  exclusive: ExclusiveSegmentForm;
}): AlternativeNewsletterPayload {
  return { ...toNewsletterPayload(input), ...input.lead, ...input.exclusive };
}

/** The answer of a generation: the file name of the static copy. */
export const newsletterGenerateResponseSchema = z.looseObject({
  ...jsonLdShape,
  id: z.optional(idSchema),
  fileName: z.string(),
});
export type NewsletterGenerateResponse = z.infer<typeof newsletterGenerateResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Marking sent: PUT /api/newsletters/{id} (and partner boxes) with closed and generated = now

export const markSentPayloadSchema = objectOf({
  closed: requiredDateTime(),
  generated: requiredDateTime(),
});
export { type MarkSentPayload, toMarkSentPayload } from './markSent';
