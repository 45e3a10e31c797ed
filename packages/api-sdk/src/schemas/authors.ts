/**
 * Authors (02 §3, §5, §7; 03 §3, §7): the author, the full author of the newsletter's lead segment,
 * the author form (name 2-500, email valid or empty), nameSlug = name on save, the author statistics
 * row and the statistics filter (from not after to).
 */
import { z } from 'zod';
import { authorListItemShape } from './authorList';
import {
  booleanishSchema,
  crossFieldRule,
  dateTextToTime,
  idSchema,
  isEmail,
  jsonLdShape,
  lengthLimits,
  mediaIdPayloadSchema,
  mediaIdSchema,
  nullableNumberishSchema,
  nullableStringSchema,
  objectOf,
  optionalBoolean,
  optionalText,
  requiredText,
  sharedMessages,
  textOrEmptySchema,
} from './shared';

export const AUTHOR_NAME_MIN = 2;
export const AUTHOR_NAME_MAX = 500;

const nameLength = lengthLimits('Nazwa', { min: AUTHOR_NAME_MIN, max: AUTHOR_NAME_MAX });

export const authorMessages = {
  nameRequired: sharedMessages.required,
  nameMin: nameLength.min[1],
  nameMax: nameLength.max[1],
  email: sharedMessages.email,
  /** SDK-10: the statistics filter's order rule has no text in the specification. */
  statsRange: sharedMessages.dateFromAfterDateTo,
} as const;

// ---------------------------------------------------------------------------------------------------
// Read shapes

/** One author (GET /api/authors/{id}): the list item's shape with its fields required. */
export const authorSchema = z.object({
  ...authorListItemShape,
  email: nullableStringSchema,
  description: nullableStringSchema,
  position: nullableStringSchema,
  twitterLink: nullableStringSchema,
  facebookLink: nullableStringSchema,
  linkedinLink: nullableStringSchema,
  nameSlug: nullableStringSchema,
  includeInStats: booleanishSchema,
  mediaId: mediaIdSchema,
});
export type Author = z.infer<typeof authorSchema>;

/** GET /api/authors/full/{id}: the author with the file of the photo. */
export const authorFullSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  media: z
    .object({ fileName: textOrEmptySchema, newPath: booleanishSchema })
    .nullable()
    .optional()
    .transform((media) => media ?? null),
});
export type AuthorFull = z.infer<typeof authorFullSchema>;

/** A row of GET /api/authors/stats; views may be missing (shown as an em dash). */
export const authorStatisticsRowSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  totalArticlesCount: z.pipe(
    nullableNumberishSchema,
    z.transform((value) => value ?? 0),
  ),
  totalArticlesViews: z.optional(nullableNumberishSchema).transform((value) => value ?? null),
});
export type AuthorStatisticsRow = z.infer<typeof authorStatisticsRowSchema>;

// ---------------------------------------------------------------------------------------------------
// Form

const authorFormShape = {
  name: requiredText({ required: authorMessages.nameRequired, ...nameLength }),
  email: optionalText({ format: [isEmail, authorMessages.email] }),
  description: optionalText(),
  position: optionalText(),
  twitterLink: optionalText(),
  facebookLink: optionalText(),
  linkedinLink: optionalText(),
  includeInStats: optionalBoolean(),
  mediaId: mediaIdPayloadSchema,
};

export const authorFormSchema = objectOf(authorFormShape);
export type AuthorForm = z.infer<typeof authorFormSchema>;

export function newAuthorForm(): AuthorForm {
  return {
    name: '',
    email: '',
    description: '',
    position: '',
    twitterLink: '',
    facebookLink: '',
    linkedinLink: '',
    includeInStats: false,
    mediaId: '0',
  };
}

export function fromAuthor(record: Author): AuthorForm {
  return {
    name: record.name,
    email: record.email ?? '',
    description: record.description ?? '',
    position: record.position ?? '',
    twitterLink: record.twitterLink ?? '',
    facebookLink: record.facebookLink ?? '',
    linkedinLink: record.linkedinLink ?? '',
    includeInStats: record.includeInStats,
    mediaId: record.mediaId,
  };
}

/** POST /api/authors, PUT /api/authors/{id}. A body with only `name` creates an author from a select. */
export const authorPayloadSchema = objectOf({
  ...authorFormShape,
  nameSlug: optionalText(),
});
export type AuthorPayload = z.infer<typeof authorPayloadSchema>;

/** nameSlug is set equal to the name on save (02 §3); the photo id travels as a string. */
export function toAuthorPayload(form: AuthorForm): AuthorPayload {
  return { ...form, email: form.email.trim(), nameSlug: form.name, mediaId: String(form.mediaId) };
}

// ---------------------------------------------------------------------------------------------------
// Author statistics filter (03 §2): name, from and to, from not after to

export const authorStatsFilterSchema = z
  .object({
    name: optionalText(),
    after: optionalText(),
    before: optionalText(),
  })
  .superRefine((value, ctx) => {
    if (typeof value.after !== 'string' || typeof value.before !== 'string') return;
    if (value.after === '' || value.before === '') return;
    if (dateTextToTime(value.after) > dateTextToTime(value.before)) {
      ctx.addIssue({ code: 'custom', message: authorMessages.statsRange, path: ['before'] });
    }
  }, crossFieldRule);
export type AuthorStatsFilter = z.infer<typeof authorStatsFilterSchema>;

export function newAuthorStatsFilter(): AuthorStatsFilter {
  return { name: '', after: '', before: '' };
}
