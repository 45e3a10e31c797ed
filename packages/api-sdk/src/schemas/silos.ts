/**
 * Silos (02 §3, §5, §7, §9): name 2-255, optional meta fields, description 2-500, introduction 2-1500,
 * content at least 2, ordering a number, a required main photo ('0' counts as missing), silo groups as
 * IRIs; new silos default to ordering 0, mediaId '0', unpublished, no groups.
 */
import { z } from 'zod';
import {
  booleanishSchema,
  cutDateTime16,
  iriSchema,
  listOrEmpty,
  mediaIdSchema,
  metaFieldsPayload,
  metaFieldsShape,
  nullableIdStringSchema,
  nullableStringSchema,
  objectOf,
  optionalText,
  relationListSchema,
  requiredBoolean,
  requiredMedia,
  requiredNumber,
  requiredText,
  sharedMessages,
  slugOr,
  slugRule,
  toDateTime16,
} from './shared';
import { siloGroupMessages, siloNameRule } from './siloGroups';
import { siloListItemShape } from './siloList';

export const siloMessages = {
  ...siloGroupMessages,
  descriptionRequired: 'Opis nie może być pusty.',
  descriptionMin: 'Opis musi być dłuższy.',
  descriptionMax: 'Opis musi być krótszy.',
  introductionRequired: 'Wstęp nie może być pusty.',
  introductionMin: 'Wstęp musi być dłuższy.',
  introductionMax: 'Wstęp musi być krótszy.',
  contentRequired: 'Treść nie może być pusta.',
  contentMin: 'Treść musi być dłuższa.',
  imageRequired: sharedMessages.requiredImage,
} as const;

export const SILO_DESCRIPTION_MAX = 500;
export const SILO_INTRODUCTION_MAX = 1500;
/** The label of the required photo in the 'Błąd — <label>' dialog. */
export const SILO_IMAGE_LABEL = 'Zdjęcie Główne';

/** One silo (GET /api/silos/{id}): the list item's shape and the rest of the record. */
export const siloSchema = z.object({
  ...siloListItemShape,
  slug: nullableStringSchema,
  metaTitle: nullableStringSchema,
  metaKeywords: nullableStringSchema,
  metaDescription: nullableStringSchema,
  description: nullableStringSchema,
  introduction: nullableStringSchema,
  content: nullableStringSchema,
  mediaId: mediaIdSchema,
  isPublish: booleanishSchema,
  silosGroup: relationListSchema('silos_groups'),
  date: nullableStringSchema,
  authorID: nullableIdStringSchema,
});
export type Silo = z.infer<typeof siloSchema>;

const siloFormShape = {
  name: siloNameRule,
  slug: slugRule(),
  ...metaFieldsShape(),
  description: requiredText({
    required: siloMessages.descriptionRequired,
    min: [2, siloMessages.descriptionMin],
    max: [SILO_DESCRIPTION_MAX, siloMessages.descriptionMax],
  }),
  introduction: requiredText({
    required: siloMessages.introductionRequired,
    min: [2, siloMessages.introductionMin],
    max: [SILO_INTRODUCTION_MAX, siloMessages.introductionMax],
  }),
  content: requiredText({
    required: siloMessages.contentRequired,
    min: [2, siloMessages.contentMin],
    measure: 'richText',
  }),
  mediaId: requiredMedia(),
  isPublish: requiredBoolean(),
  ordering: requiredNumber(),
  silosGroup: listOrEmpty(iriSchema, sharedMessages.mustBeList),
  date: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: sharedMessages.invalidDate }),
  ),
  authorID: optionalText(),
};

export const siloFormSchema = objectOf(siloFormShape);
export type SiloForm = z.infer<typeof siloFormSchema>;

export function newSiloForm(now: Date = new Date()): SiloForm {
  return {
    name: '',
    slug: '',
    metaTitle: '',
    metaKeywords: '',
    metaDescription: '',
    description: '',
    introduction: '',
    content: '',
    mediaId: '0',
    isPublish: false,
    ordering: 0,
    silosGroup: [],
    date: toDateTime16(now),
    authorID: '',
  };
}

export function fromSilo(record: Silo): SiloForm {
  return {
    name: record.name,
    slug: record.slug ?? '',
    metaTitle: record.metaTitle ?? '',
    metaKeywords: record.metaKeywords ?? '',
    metaDescription: record.metaDescription ?? '',
    description: record.description ?? '',
    introduction: record.introduction ?? '',
    content: record.content ?? '',
    mediaId: record.mediaId,
    isPublish: record.isPublish,
    ordering: record.ordering,
    silosGroup: record.silosGroup,
    date: cutDateTime16(record.date) ?? '',
    authorID: record.authorID ?? '',
  };
}

export const siloPayloadSchema = objectOf(siloFormShape);
export type SiloPayload = z.infer<typeof siloPayloadSchema>;

/** mediaId as a string, slug from the name when blank, blank metas as null, date cut to 16. */
export function toSiloPayload(form: SiloForm): SiloPayload {
  return {
    ...form,
    slug: slugOr(form.slug, form.name),
    ...metaFieldsPayload(form),
    mediaId: String(form.mediaId),
    date: cutDateTime16(form.date),
  };
}
