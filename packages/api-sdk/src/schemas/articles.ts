/**
 * Articles and sponsored articles (02 §2, §3, §5, §9): the record as the server sends it, both forms
 * with every rule and message, their defaults, the load and save conversions, the request bodies (one
 * endpoint: `sponsored` 0 or 1 picks the rule set), the toggle body's rule and the preview lookup. What
 * the lists read (the list item, the toggles, the statistics) is in ./articleList, on zod/mini.
 */
import { z } from 'zod';
import { IMAGE_SIZES } from '../constants';
import { type ArticlePatch, articleListItemShape, articleListMessages } from './articleList';
import {
  booleanishSchema,
  crossFieldRule,
  cutDateTime16,
  dateTextToTime,
  flag01,
  idSchema,
  isValidDateText,
  jsonLdShape,
  lengthLimits,
  listOrEmpty,
  mediaIdPayloadSchema,
  mediaIdSchema,
  nullableIdStringSchema,
  nullableNumberishSchema,
  nullableStringSchema,
  nullableText,
  objectOf,
  optionalBoolean,
  optionalText,
  parseBooleanish,
  relationListSchema,
  requiredBoolean,
  requiredDateTime,
  requiredMedia,
  requiredNumber,
  requiredText,
  sharedMessages,
  slugify,
  slugRule,
  textOrEmptySchema,
  textRuleMessage,
  toDateTime16,
} from './shared';

export const ARTICLE_TITLE_MAX = 255;
export const ARTICLE_TITLE_MIN = 2;
export const ARTICLE_TITLE_SHORT_MAX = 60;
export const ARTICLE_CONTENT_MIN = 32;
export const ARTICLE_TOP_ORDERING_MIN = 0;
export const ARTICLE_TOP_ORDERING_MAX = 999;
/** Partner group references shorter than this are rejected (02 §5). */
export const PARTNER_GROUP_MIN_LENGTH = 4;

const titleLimits = { min: ARTICLE_TITLE_MIN, max: ARTICLE_TITLE_MAX } as const;
const titleLength = lengthLimits('Tytuł', titleLimits, true);
/** SDK-9: completed by the pattern of the title messages. */
const title2Length = lengthLimits('Tytuł META TITLE i URL', titleLimits, true);
/** The sponsored form's texts have no full stop and no 'ł' in 'tytul' (02 §5, as written). */
const sponsoredTitle2Length = lengthLimits('Meta tytul', titleLimits);
const titleShortLength = lengthLimits('Krótki tytuł', { max: ARTICLE_TITLE_SHORT_MAX }, true);

export const articleMessages = {
  titleRequired: 'Tytuł nie może być pusty.',
  titleMin: titleLength.min[1],
  titleMax: titleLength.max[1],
  title2Required: 'Tytuł META TITLE i URL nie może być pusty.',
  title2Min: title2Length.min[1],
  title2Max: title2Length.max[1],
  sponsoredTitle2Min: sponsoredTitle2Length.min[1],
  sponsoredTitle2Max: sponsoredTitle2Length.max[1],
  titleShortMax: titleShortLength.max[1],
  introductionRequired: 'Opis nie może być pusty.',
  contentRequired: 'Treść nie może być pusta.',
  contentTooShort: 'Treść musi być dłuższa.',
  authorRequired: 'Podaj autora.',
  partnerGroupsRequired: 'Materiał reklamowy musi posiadać przynajmniej jedną kategorię.',
  categoriesRequired: 'Proszę wybrać kategorie.',
  categoriesMin: 'Artykuł musi posiadać przynajmniej jedną kategorię.',
  imageRequired: sharedMessages.requiredImage,
  /** SDK-10: the specification gives the rules but not these two texts. */
  previewDateLimitPast: 'Data podglądu nie może być wcześniejsza niż obecna.',
  topOrderingRange: 'Kolejność musi być liczbą od 0 do 999.',
  statisticsFailure: articleListMessages.statisticsFailure,
} as const;

/**
 * Labels of the image fields, shown in the 'Błąd — <label>' dialog. The first two are the
 * specification's; the other four are SDK-11.
 */
export const ARTICLE_IMAGE_LABELS = {
  mediaId: 'Zdjęcie Główne',
  mediaTopId: 'Zdjęcie "Top" — 655px',
  mediaTop200Id: 'Zdjęcie "Top" — 655x200px',
  mediaOnlywmId: 'Zdjęcie tylko na portalu — 314x110px',
  mediaGoogleDiscoveryId: 'Zdjęcie Google Discovery — min. 1200x800px',
  mediaArticleBannerId: 'Baner artykułu — 200x200px',
} as const;
export type ArticleImageField = keyof typeof ARTICLE_IMAGE_LABELS;
export const ARTICLE_IMAGE_FIELDS = Object.keys(ARTICLE_IMAGE_LABELS) as ArticleImageField[];
/** The images an article cannot be saved without (02 §5). */
export const ARTICLE_REQUIRED_IMAGES = [
  'mediaId',
  'mediaTopId',
] as const satisfies readonly ArticleImageField[];
/** The 'only on the portal' photo of a sponsored article must be exactly this size (02 §5). */
export const SPONSORED_ONLY_ON_SITE_SIZE = IMAGE_SIZES.onlyOnSite;

// ---------------------------------------------------------------------------------------------------
// Read shapes

const articleMediaFields = {
  mediaId: mediaIdSchema,
  mediaTopId: mediaIdSchema,
  mediaTop200Id: mediaIdSchema,
  mediaOnlywmId: mediaIdSchema,
  mediaGoogleDiscoveryId: mediaIdSchema,
  mediaArticleBannerId: mediaIdSchema,
};

/** The photo of a preview (top or banner): title, file name, directory. */
export const articleMediaPreviewSchema = z.object({
  ...jsonLdShape,
  id: z.optional(idSchema),
  title: nullableStringSchema,
  fileName: textOrEmptySchema,
  fileDirectory: nullableStringSchema,
});

/**
 * Where an embedded photo (`mediaTop`, `mediaArticleBanner`) lies on the static host: its folder
 * (`fileDirectory`, '/media/new/2026/12') and the file's own name. `fileName` names the dated folder too
 * ('2026/12/top.jpg'), which `fileDirectory` already holds; without a folder, the old catalogue's
 * `/media/{fileName}`.
 */
export function embeddedPhotoPath(photo: { fileName: string; fileDirectory?: string | null }): string {
  if (!photo.fileDirectory) return `/media/${photo.fileName}`;
  const name = photo.fileName.slice(photo.fileName.lastIndexOf('/') + 1);
  return `${photo.fileDirectory.replace(/\/+$/, '')}/${name}`;
}

/** An article as GET /api/articles/{id} sends it. */
export const articleSchema = z.object({
  ...articleListItemShape,
  title2: textOrEmptySchema,
  titleShort: nullableStringSchema,
  introduction: textOrEmptySchema,
  content: textOrEmptySchema,
  disableComments: booleanishSchema,
  partnerNews: booleanishSchema,
  onlyMainPage: booleanishSchema,
  includeInNewsletter: booleanishSchema,
  allowPreview: booleanishSchema,
  isPdf: booleanishSchema,
  pdfUrl: nullableStringSchema,
  topOrdering: z.pipe(
    nullableNumberishSchema,
    z.transform((value) => value ?? 0),
  ),
  partnerGroups: relationListSchema('groups'),
  ...articleMediaFields,
  authorID: nullableIdStringSchema,
  keywords: nullableStringSchema,
  gallery: mediaIdSchema,
  categories: relationListSchema('categories'),
  silos: relationListSchema('silos'),
  isSubpageMode: booleanishSchema,
  visitCount: nullableNumberishSchema,
  subpageCount: nullableNumberishSchema,
  /** Preview and sponsored screens read the related names and photos when the server embeds them. */
  authorName: z.optional(nullableStringSchema),
  mediaTop: articleMediaPreviewSchema.nullable().optional(),
  mediaArticleBanner: articleMediaPreviewSchema.nullable().optional(),
});
export type Article = z.infer<typeof articleSchema>;

// ---------------------------------------------------------------------------------------------------
// Field rules (each message defined once, used by the forms and the bodies)

/** The title rule of articles, sponsored articles and adverts. */
export const articleTitleRule = requiredText({ required: articleMessages.titleRequired, ...titleLength });
const title2Rule = requiredText({ required: articleMessages.title2Required, ...title2Length });
const sponsoredTitle2Rule = requiredText({ required: sharedMessages.required, ...sponsoredTitle2Length });
const titleShortRule = optionalText(titleShortLength);
const introductionRule = requiredText({ required: articleMessages.introductionRequired });
/** Content is checked with isPdf at object level; the field itself only needs to be text. */
const contentField = optionalText();
const sponsoredContentRule = requiredText({ required: articleMessages.contentRequired, measure: 'richText' });
const dateRule = requiredDateTime(sharedMessages.invalidDate, sharedMessages.invalidDate);
const authorRule = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({
      error: (issue) => (issue.input == null ? articleMessages.authorRequired : sharedMessages.mustBeText),
    })
    .superRefine((value, ctx) => {
      if (value.trim() === '') ctx.addIssue({ code: 'custom', message: articleMessages.authorRequired });
    }),
);
const optionalAuthorField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value === undefined || value === '' ? null : value),
  z.string({ error: sharedMessages.mustBeText }).nullable(),
);
const categoriesRule = z
  .array(z.string({ error: sharedMessages.invalidReference }), {
    error: (issue) => (issue.input == null ? articleMessages.categoriesRequired : sharedMessages.mustBeList),
  })
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: 'custom', message: articleMessages.categoriesMin });
  });
const listField = listOrEmpty(
  z.string({ error: sharedMessages.invalidReference }),
  sharedMessages.mustBeList,
);
const topOrderingRule = requiredNumber({
  range: [ARTICLE_TOP_ORDERING_MIN, ARTICLE_TOP_ORDERING_MAX, articleMessages.topOrderingRange],
});
const nullableDateTimeField = z.preprocess(
  (value) => (value === undefined || value === '' ? null : value),
  z.string({ error: sharedMessages.invalidDate }).nullable(),
);

/** The cross-field rules of the article (content with isPdf, partner groups, preview limit). */
function articleCrossRules(value: Record<string, unknown>, ctx: z.RefinementCtx, now: () => Date): void {
  if (parseBooleanish(value.isPdf) !== true) {
    const content = typeof value.content === 'string' ? value.content : '';
    const message = textRuleMessage(content, {
      required: articleMessages.contentRequired,
      min: [ARTICLE_CONTENT_MIN, articleMessages.contentTooShort],
      measure: 'richText',
    });
    if (message) ctx.addIssue({ code: 'custom', message, path: ['content'] });
  }
  if (parseBooleanish(value.partnerNews) === true) {
    const groups = Array.isArray(value.partnerGroups) ? value.partnerGroups : [];
    const valid =
      groups.length > 0 &&
      groups.every((group) => typeof group === 'string' && group.length >= PARTNER_GROUP_MIN_LENGTH);
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        message: articleMessages.partnerGroupsRequired,
        path: ['partnerGroups'],
      });
    }
  }
  if (parseBooleanish(value.allowPreview) === true) {
    const limit = value.previewDateLimit;
    if (typeof limit !== 'string' || !isValidDateText(limit, true)) {
      ctx.addIssue({ code: 'custom', message: sharedMessages.invalidDate, path: ['previewDateLimit'] });
    } else if (dateTextToTime(cutDateTime16(limit)) < minuteStart(now())) {
      ctx.addIssue({
        code: 'custom',
        message: articleMessages.previewDateLimitPast,
        path: ['previewDateLimit'],
      });
    }
  }
}

/** The start of the current minute: the form's dates have minute precision. */
function minuteStart(date: Date): number {
  const copy = new Date(date.getTime());
  copy.setSeconds(0, 0);
  return copy.getTime();
}

const systemNow = (): Date => new Date();

// ---------------------------------------------------------------------------------------------------
// Article form

const articleFormShape = {
  title: articleTitleRule,
  title2: title2Rule,
  titleShort: titleShortRule,
  introduction: introductionRule,
  content: contentField,
  date: dateRule,
  isPublish: requiredBoolean(),
  isRssWykop: requiredBoolean(),
  disableComments: requiredBoolean(),
  partnerNews: requiredBoolean(),
  onlyMainPage: optionalBoolean(),
  includeInNewsletter: optionalBoolean(),
  allowPreview: optionalBoolean(),
  previewDateLimit: nullableDateTimeField,
  isPdf: optionalBoolean(),
  pdfUrl: nullableText(),
  topOrdering: topOrderingRule,
  partnerGroups: listField,
  mediaId: requiredMedia(),
  mediaTopId: requiredMedia(),
  mediaTop200Id: mediaIdPayloadSchema,
  mediaOnlywmId: mediaIdPayloadSchema,
  mediaGoogleDiscoveryId: mediaIdPayloadSchema,
  mediaArticleBannerId: mediaIdPayloadSchema,
  authorID: authorRule,
  keywords: optionalText(),
  gallery: mediaIdPayloadSchema,
  categories: categoriesRule,
  silos: listField,
  isSubpageMode: optionalBoolean(),
};

/**
 * The article form with every rule of 02 §5. `previewDateLimit` may not lie before the current minute
 * (the clock is read at validation time; `articleFormSchemaAt(now)` fixes it).
 */
export function articleFormSchemaAt(now: () => Date = systemNow) {
  return objectOf(articleFormShape).superRefine(
    (value, ctx) => articleCrossRules(value as Record<string, unknown>, ctx, now),
    crossFieldRule,
  );
}
export const articleFormSchema = articleFormSchemaAt();
export type ArticleForm = z.infer<typeof articleFormSchema>;

/** New article defaults (02 §9): date now to the minute, includeInNewsletter true, media ids '0' … */
export function newArticleForm(now: Date = new Date()): ArticleForm {
  return {
    title: '',
    title2: '',
    titleShort: '',
    introduction: '',
    content: '',
    date: toDateTime16(now),
    isPublish: false,
    isRssWykop: false,
    disableComments: false,
    partnerNews: false,
    onlyMainPage: false,
    includeInNewsletter: true,
    allowPreview: false,
    previewDateLimit: null,
    isPdf: false,
    pdfUrl: null,
    topOrdering: 0,
    partnerGroups: [],
    mediaId: '0',
    mediaTopId: '0',
    mediaTop200Id: '0',
    mediaOnlywmId: '0',
    mediaGoogleDiscoveryId: '0',
    mediaArticleBannerId: '0',
    authorID: '',
    keywords: '',
    gallery: '0',
    categories: [],
    silos: [],
    isSubpageMode: false,
  };
}

/** Form values of a loaded article: booleans converted, dates cut to 16 characters. */
export function fromArticle(record: Article): ArticleForm {
  return {
    title: record.title,
    title2: record.title2,
    titleShort: record.titleShort ?? '',
    introduction: record.introduction,
    content: record.content,
    date: cutDateTime16(record.date) ?? '',
    isPublish: record.isPublish,
    isRssWykop: record.isRssWykop,
    disableComments: record.disableComments,
    partnerNews: record.partnerNews,
    onlyMainPage: record.onlyMainPage,
    includeInNewsletter: record.includeInNewsletter,
    allowPreview: record.allowPreview,
    previewDateLimit: cutDateTime16(record.previewDateLimit),
    isPdf: record.isPdf,
    pdfUrl: record.pdfUrl,
    topOrdering: record.topOrdering,
    partnerGroups: record.partnerGroups,
    mediaId: record.mediaId,
    mediaTopId: record.mediaTopId,
    mediaTop200Id: record.mediaTop200Id,
    mediaOnlywmId: record.mediaOnlywmId,
    mediaGoogleDiscoveryId: record.mediaGoogleDiscoveryId,
    mediaArticleBannerId: record.mediaArticleBannerId,
    authorID: record.authorID ?? '',
    keywords: record.keywords ?? '',
    gallery: record.gallery,
    categories: record.categories,
    silos: record.silos,
    isSubpageMode: record.isSubpageMode,
  };
}

/** The article fields whose images are missing ('0'), with the dialog label and message. */
export function missingArticleImages(
  form: Pick<ArticleForm, (typeof ARTICLE_REQUIRED_IMAGES)[number]>,
): { field: ArticleImageField; label: string; message: string }[] {
  return ARTICLE_REQUIRED_IMAGES.filter((field) => form[field] === '0' || form[field] === '').map(
    (field) => ({
      field,
      label: ARTICLE_IMAGE_LABELS[field],
      message: articleMessages.imageRequired,
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Article body (POST /api/articles, PUT /api/articles/{id}) with sponsored = 0

const standardArticlePayloadShape = {
  ...articleFormShape,
  onlyMainPage: flag01(),
  sponsored: z.literal(0, { error: sharedMessages.invalidValue }),
};

export function standardArticlePayloadSchemaAt(now: () => Date = systemNow) {
  return objectOf(standardArticlePayloadShape).superRefine(
    (value, ctx) => articleCrossRules(value as Record<string, unknown>, ctx, now),
    crossFieldRule,
  );
}
export const standardArticlePayloadSchema = standardArticlePayloadSchemaAt();
export type StandardArticlePayload = z.infer<typeof standardArticlePayloadSchema>;

/** The body of the article form: previewDateLimit null without allowPreview, onlyMainPage 0 without partnerNews. */
export function toArticlePayload(form: ArticleForm): StandardArticlePayload {
  return {
    ...form,
    date: cutDateTime16(form.date),
    previewDateLimit: form.allowPreview ? cutDateTime16(form.previewDateLimit) : null,
    onlyMainPage: form.partnerNews && form.onlyMainPage ? 1 : 0,
    pdfUrl: form.pdfUrl && form.pdfUrl.trim() !== '' ? form.pdfUrl.trim() : null,
    mediaId: String(form.mediaId),
    mediaTopId: String(form.mediaTopId),
    mediaTop200Id: String(form.mediaTop200Id),
    mediaOnlywmId: String(form.mediaOnlywmId),
    mediaGoogleDiscoveryId: String(form.mediaGoogleDiscoveryId),
    mediaArticleBannerId: String(form.mediaArticleBannerId),
    sponsored: 0,
  };
}

// ---------------------------------------------------------------------------------------------------
// Sponsored article (02 §5: introduction and content required, isPublish and isRssWykop required,
// categories at least one; SDK-16 for the rest)

const sponsoredArticleFormShape = {
  title: articleTitleRule,
  title2: sponsoredTitle2Rule,
  titleShort: titleShortRule,
  introduction: introductionRule,
  content: sponsoredContentRule,
  date: dateRule,
  isPublish: requiredBoolean(),
  isRssWykop: requiredBoolean(),
  disableComments: optionalBoolean(),
  authorID: optionalAuthorField,
  keywords: optionalText(),
  categories: categoriesRule,
  silos: listField,
  mediaId: mediaIdPayloadSchema,
  mediaOnlywmId: mediaIdPayloadSchema,
  mediaTopId: mediaIdPayloadSchema,
  mediaArticleBannerId: mediaIdPayloadSchema,
};

export const sponsoredArticleFormSchema = objectOf(sponsoredArticleFormShape);
export type SponsoredArticleForm = z.infer<typeof sponsoredArticleFormSchema>;

export function newSponsoredArticleForm(now: Date = new Date()): SponsoredArticleForm {
  return {
    title: '',
    title2: '',
    titleShort: '',
    introduction: '',
    content: '',
    date: toDateTime16(now),
    isPublish: false,
    isRssWykop: false,
    disableComments: false,
    authorID: null,
    keywords: '',
    categories: [],
    silos: [],
    mediaId: '0',
    mediaOnlywmId: '0',
    mediaTopId: '0',
    mediaArticleBannerId: '0',
  };
}

export function fromSponsoredArticle(record: Article): SponsoredArticleForm {
  return {
    title: record.title,
    title2: record.title2,
    titleShort: record.titleShort ?? '',
    introduction: record.introduction,
    content: record.content,
    date: cutDateTime16(record.date) ?? '',
    isPublish: record.isPublish,
    isRssWykop: record.isRssWykop,
    disableComments: record.disableComments,
    authorID: record.authorID,
    keywords: record.keywords ?? '',
    categories: record.categories,
    silos: record.silos,
    mediaId: record.mediaId,
    mediaOnlywmId: record.mediaOnlywmId,
    mediaTopId: record.mediaTopId,
    mediaArticleBannerId: record.mediaArticleBannerId,
  };
}

export const sponsoredArticlePayloadSchema = objectOf({
  ...sponsoredArticleFormShape,
  slug: slugRule(),
  disableComments: flag01(),
  sponsored: z.literal(1, { error: sharedMessages.invalidValue }),
});
export type SponsoredArticlePayload = z.infer<typeof sponsoredArticlePayloadSchema>;

/** The body of the sponsored form: sponsored 1, slug from the title, disableComments 0/1, ids as strings. */
export function toSponsoredArticlePayload(form: SponsoredArticleForm): SponsoredArticlePayload {
  return {
    ...form,
    slug: slugify(form.title),
    date: cutDateTime16(form.date),
    disableComments: form.disableComments ? 1 : 0,
    mediaId: String(form.mediaId),
    mediaOnlywmId: String(form.mediaOnlywmId),
    mediaTopId: String(form.mediaTopId),
    mediaArticleBannerId: String(form.mediaArticleBannerId),
    sponsored: 1,
  };
}

/** Dispatches on `sponsored` (1, true or '1' → sponsored rules; missing or 0 → article rules). */
export function parseArticlePayload(
  body: unknown,
  now: () => Date = systemNow,
): z.ZodSafeParseResult<StandardArticlePayload | SponsoredArticlePayload> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return standardArticlePayloadSchemaAt(now).safeParse(body);
  }
  const record = body as Record<string, unknown>;
  const sponsored = parseBooleanish(record.sponsored === undefined ? 0 : record.sponsored);
  if (sponsored === true) return sponsoredArticlePayloadSchema.safeParse({ ...record, sponsored: 1 });
  return standardArticlePayloadSchemaAt(now).safeParse({
    ...record,
    sponsored: sponsored === false ? 0 : record.sponsored,
  });
}

/**
 * Any article body (POST /api/articles, PUT /api/articles/{id}): one schema for the sandbox, which
 * answers with the rules of the kind of article the body describes.
 */
export function articlePayloadSchemaAt(now: () => Date = systemNow) {
  return z.unknown().transform((body, ctx): StandardArticlePayload | SponsoredArticlePayload => {
    const result = parseArticlePayload(body, now);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path] });
    }
    return z.NEVER;
  });
}
export const articlePayloadSchema = articlePayloadSchemaAt();
export type ArticlePayload = StandardArticlePayload | SponsoredArticlePayload;

// ---------------------------------------------------------------------------------------------------
// Toggles: PATCH /api/articles/{id} with one field (isRssWykop or isHot); the list's side (the fields, the
// patch that flips one) is in ./articleList.

export const articlePatchSchema = objectOf({
  isRssWykop: requiredBoolean(sharedMessages.invalidValue).optional(),
  isHot: requiredBoolean(sharedMessages.invalidValue).optional(),
}).refine((value) => value.isRssWykop !== undefined || value.isHot !== undefined, {
  error: sharedMessages.invalidValue,
});
// The list sends what this body rule takes.
articlePatchSchema satisfies z.ZodType<ArticlePatch>;

// ---------------------------------------------------------------------------------------------------
// Preview: GET /api/articles/preview/?slug=… answers the title and the photo title

export const articlePreviewSchema = z.object({
  ...jsonLdShape,
  title: textOrEmptySchema,
  mediaTitle: nullableStringSchema,
});
export type ArticlePreview = z.infer<typeof articlePreviewSchema>;
