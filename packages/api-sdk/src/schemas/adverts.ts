/**
 * Adverts and advertising industries (03 §2, §3, §5, §7): the advert (title 2-255; the labels mark media
 * type, area and industries required; isPublish default true, type default 'img'; multipart with the
 * file and isPublished), and the industry (name 2-255, slug, showInMainMenuOrdering 1/0, ordering).
 */
import { z } from 'zod';
import {
  ADVERT_AREA_VALUES,
  ADVERT_MEDIA_TYPE_VALUES,
  type AdvertArea,
  type AdvertMediaType,
  DEFAULT_ADVERT_TYPE,
} from '../constants';
import { advertisingIndustryListItemShape } from './advertisingIndustryList';
import { ADVERT_INDUSTRY_RESOURCE, advertListItemShape } from './advertList';
import { articleMessages, articleTitleRule } from './articles';
import {
  cutDateTime16,
  flag01,
  iriSchema,
  lengthLimits,
  nullableStringSchema,
  objectOf,
  optionalBoolean,
  optionalText,
  relationListSchema,
  requiredChoice,
  requiredNumber,
  requiredText,
  sharedMessages,
  slugOr,
  slugRule,
  toDateTime16,
  toFlag01,
} from './shared';

export const advertMessages = {
  /** The advert's title uses the article title's messages (03 §5). */
  titleRequired: articleMessages.titleRequired,
  titleMin: articleMessages.titleMin,
  titleMax: articleMessages.titleMax,
  required: sharedMessages.required,
} as const;

/** SDK-9: industry name lengths in the spec's pattern. */
const industryNameLength = lengthLimits('Nazwa', { min: 2, max: 255 });

export const advertisingIndustryMessages = {
  nameRequired: sharedMessages.required,
  nameMin: industryNameLength.min[1],
  nameMax: industryNameLength.max[1],
} as const;

// ---------------------------------------------------------------------------------------------------
// Advert

/** One advert (GET /api/advs/{id}): the list item's shape with its fields required. */
export const advertSchema = z.object({
  ...advertListItemShape,
  advIndustries: relationListSchema(ADVERT_INDUSTRY_RESOURCE),
  area: nullableStringSchema,
  author: nullableStringSchema,
  externalLink: nullableStringSchema,
  keywords: nullableStringSchema,
  mediaType: nullableStringSchema,
  source: nullableStringSchema,
  type: nullableStringSchema,
});
export type Advert = z.infer<typeof advertSchema>;

/** Industries: a list of IRIs, at least one. Multipart bodies may send it as a JSON string or one value. */
const industriesRule = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    if (value.trim().startsWith('[')) {
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    }
    return value === '' ? [] : value.split(',');
  },
  z
    .array(iriSchema, {
      error: (issue) => (issue.input == null ? advertMessages.required : sharedMessages.mustBeList),
    })
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: advertMessages.required });
    }),
);

const advertFormShape = {
  title: articleTitleRule,
  mediaType: requiredChoice(ADVERT_MEDIA_TYPE_VALUES),
  area: requiredChoice(ADVERT_AREA_VALUES),
  advIndustries: industriesRule,
  author: optionalText(),
  date: optionalText(),
  externalLink: optionalText(),
  keywords: optionalText(),
  source: optionalText(),
  type: z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? DEFAULT_ADVERT_TYPE : value),
    z.string({ error: sharedMessages.mustBeText }),
  ),
  isPublish: optionalBoolean(true),
};

export const advertFormSchema = objectOf(advertFormShape);
export type AdvertForm = z.infer<typeof advertFormSchema>;
export type AdvertFormDraft = Omit<AdvertForm, 'mediaType' | 'area'> & {
  mediaType: AdvertMediaType | null;
  area: AdvertArea | null;
};

/** New adverts: published, type 'img', dated now (03 §3). */
export function newAdvertForm(now: Date = new Date()): AdvertFormDraft {
  return {
    title: '',
    mediaType: null,
    area: null,
    advIndustries: [],
    author: '',
    date: toDateTime16(now),
    externalLink: '',
    keywords: '',
    source: '',
    type: DEFAULT_ADVERT_TYPE,
    isPublish: true,
  };
}

export function fromAdvert(record: Advert): AdvertFormDraft {
  const mediaType = (ADVERT_MEDIA_TYPE_VALUES as readonly string[]).includes(record.mediaType ?? '')
    ? (record.mediaType as AdvertMediaType)
    : null;
  const area = (ADVERT_AREA_VALUES as readonly string[]).includes(record.area ?? '')
    ? (record.area as AdvertArea)
    : null;
  return {
    title: record.title,
    mediaType,
    area,
    advIndustries: record.advIndustries,
    author: record.author ?? '',
    date: cutDateTime16(record.date) ?? '',
    externalLink: record.externalLink ?? '',
    keywords: record.keywords ?? '',
    source: record.source ?? '',
    type: record.type ?? DEFAULT_ADVERT_TYPE,
    isPublish: record.isPublish,
  };
}

/** The text fields of the multipart POST /api/advs (and /api/advs/{id}): all fields plus isPublished. */
export const advertPayloadSchema = objectOf({
  ...advertFormShape,
  isPublished: optionalBoolean(true),
});
export type AdvertPayload = z.infer<typeof advertPayloadSchema>;

export function toAdvertPayload(form: AdvertForm): AdvertPayload {
  return { ...form, date: cutDateTime16(form.date), isPublished: form.isPublish };
}

// ---------------------------------------------------------------------------------------------------
// Advertising industry

/** One industry (GET /api/adv_industries/{id}): the list item's shape (./advertisingIndustryList). */
export const advertisingIndustrySchema = z.object(advertisingIndustryListItemShape);
export type AdvertisingIndustry = z.infer<typeof advertisingIndustrySchema>;

const industryFormShape = {
  name: requiredText({ required: advertisingIndustryMessages.nameRequired, ...industryNameLength }),
  slug: slugRule(),
  showInMainMenuOrdering: optionalBoolean(),
  ordering: requiredNumber(),
};

export const advertisingIndustryFormSchema = objectOf(industryFormShape);
export type AdvertisingIndustryForm = z.infer<typeof advertisingIndustryFormSchema>;

export function newAdvertisingIndustryForm(): AdvertisingIndustryForm {
  return { name: '', slug: '', showInMainMenuOrdering: false, ordering: 0 };
}

export function fromAdvertisingIndustry(record: AdvertisingIndustry): AdvertisingIndustryForm {
  return {
    name: record.name,
    slug: record.slug ?? '',
    showInMainMenuOrdering: record.showInMainMenuOrdering,
    ordering: record.ordering,
  };
}

/** POST /api/adv_industries, PUT /api/adv_industries/{id}: {name, slug, showInMainMenuOrdering (1/0), ordering}. */
export const advertisingIndustryPayloadSchema = objectOf({
  ...industryFormShape,
  showInMainMenuOrdering: flag01(),
});
export type AdvertisingIndustryPayload = z.infer<typeof advertisingIndustryPayloadSchema>;

export function toAdvertisingIndustryPayload(form: AdvertisingIndustryForm): AdvertisingIndustryPayload {
  return {
    name: form.name,
    slug: slugOr(form.slug, form.name),
    showInMainMenuOrdering: toFlag01(form.showInMainMenuOrdering),
    ordering: form.ordering,
  };
}
