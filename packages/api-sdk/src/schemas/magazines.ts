/**
 * Press magazines and their issues (03 §2, §3, §5, §7; D6): the magazine (publisher from a select,
 * type, area, regions stored as a JSON string and empty unless the area is 'regionalne', isPublish
 * default true), the publisher option, the issue (date cut to 10, text date, cover person, description,
 * isPublish sent as isPublished, JPEG cover) and the publication toggles.
 */
import { z } from 'zod';
import {
  ISSUE_COVER_EXTENSIONS,
  ISSUE_COVER_MIME_TYPES,
  MAGAZINE_AREA_VALUES,
  MAGAZINE_TYPE_VALUES,
  type MagazineArea,
  type MagazineType,
  REGION_VALUES,
  REGIONAL_MAGAZINE_AREA,
  type Region,
} from '../constants';
import {
  issueShape,
  magazineListItemShape,
  magazinePublisherSchema,
  magazineRegionSchema,
  readIssuePublish,
} from './magazineList';
import {
  cutDate10,
  flag01,
  iriSchema,
  lengthLimits,
  nullableStringSchema,
  objectOf,
  optionalBoolean,
  requiredBoolean,
  requiredChoice,
  requiredDate,
  requiredText,
  sharedMessages,
  toDate10,
} from './shared';

/** SDK-9: the title messages follow the spec's pattern; the labels mark the selects required. */
const titleLength = lengthLimits('Tytuł', { min: 2, max: 255 });

export const magazineMessages = {
  required: sharedMessages.required,
  titleMin: titleLength.min[1],
  titleMax: titleLength.max[1],
  region: sharedMessages.invalidValue,
  /** SDK-21: issue covers are JPEG only. */
  coverNotJpeg: 'Okładka musi być plikiem JPG.',
  /** A deleted magazine takes no new issues (the sandbox's 422 under pressMagazine). */
  magazineDeleted: 'Magazyn został usunięty: nie można dodać do niego numeru.',
} as const;

/** Regions stored as a JSON string ('["slaskie","opolskie"]'); anything unreadable reads as none. */
export function parseRegions(value: unknown): Region[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is Region => (REGION_VALUES as readonly unknown[]).includes(item));
}

/** One magazine (GET /api/press_magazines/{id}): the list item's shape with its fields required. */
export const magazineSchema = z.object({
  ...magazineListItemShape,
  pressPublisher: magazinePublisherSchema,
  magazineType: nullableStringSchema,
  magazineArea: nullableStringSchema,
  /** The stored JSON string, as sent. */
  region: magazineRegionSchema,
});
export type Magazine = z.infer<typeof magazineSchema>;

/** An option of GET /api/press_publishers/select. */
export { selectOptionSchema as publisherOptionSchema } from './shared';

const regionList = z.preprocess(
  (value) =>
    value === null || value === undefined ? [] : typeof value === 'string' ? safeJson(value) : value,
  z.array(z.enum(REGION_VALUES, { error: magazineMessages.region }), { error: magazineMessages.region }),
);

function safeJson(text: string): unknown {
  if (text.trim() === '') return [];
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const magazineFormShape = {
  title: requiredText({ required: magazineMessages.required, ...titleLength }),
  pressPublisher: z.preprocess((value) => (value === null || value === '' ? undefined : value), iriSchema),
  magazineType: requiredChoice(MAGAZINE_TYPE_VALUES),
  magazineArea: requiredChoice(MAGAZINE_AREA_VALUES),
  region: regionList,
  isPublish: requiredBoolean(),
};

export const magazineFormSchema = objectOf(magazineFormShape);
export type MagazineForm = z.infer<typeof magazineFormSchema>;
/** The form before the selects are chosen. */
export type MagazineFormDraft = Omit<MagazineForm, 'pressPublisher' | 'magazineType' | 'magazineArea'> & {
  pressPublisher: string | null;
  magazineType: MagazineType | null;
  magazineArea: MagazineArea | null;
};

/** New magazines are published by default (03 §3). */
export function newMagazineForm(): MagazineFormDraft {
  return {
    title: '',
    pressPublisher: null,
    magazineType: null,
    magazineArea: null,
    region: [],
    isPublish: true,
  };
}

export function fromMagazine(record: Magazine): MagazineFormDraft {
  const type = (MAGAZINE_TYPE_VALUES as readonly string[]).includes(record.magazineType ?? '')
    ? (record.magazineType as MagazineType)
    : null;
  const area = (MAGAZINE_AREA_VALUES as readonly string[]).includes(record.magazineArea ?? '')
    ? (record.magazineArea as MagazineArea)
    : null;
  return {
    title: record.title,
    pressPublisher: record.pressPublisher,
    magazineType: type,
    magazineArea: area,
    region: parseRegions(record.region),
    isPublish: record.isPublish,
  };
}

/** POST /api/press_magazines, PUT /api/press_magazines/{id}: region as a JSON string. */
export const magazinePayloadSchema = objectOf({
  ...magazineFormShape,
  // The JSON text of the list ('' for none), as `toMagazinePayload` writes it.
  region: z.string({ error: magazineMessages.region }).superRefine((text, ctx) => {
    if (text !== '' && !regionList.safeParse(text).success)
      ctx.addIssue({ code: 'custom', message: magazineMessages.region });
  }),
});
export type MagazinePayload = z.infer<typeof magazinePayloadSchema>;

/** The region list becomes a JSON string, empty unless the area is 'regionalne'. */
export function toMagazinePayload(form: MagazineForm): MagazinePayload {
  return {
    ...form,
    region: form.magazineArea === REGIONAL_MAGAZINE_AREA ? JSON.stringify(form.region) : '',
  };
}

/** PATCH /api/press_magazines/{id} with {isPublish}. */
export const magazinePatchSchema = objectOf({ isPublish: requiredBoolean(sharedMessages.invalidValue) });
export type MagazinePatch = z.infer<typeof magazinePatchSchema>;

export function toMagazineTogglePayload(current: boolean): MagazinePatch {
  return { isPublish: !current };
}

// ---------------------------------------------------------------------------------------------------
// Issues

/** One issue (the server may name the flag isPublished or isPublish): the list's shape (./magazineList). */
export const issueSchema = z.preprocess(readIssuePublish, z.object(issueShape));
export type Issue = z.infer<typeof issueSchema>;

const issueFormShape = {
  date: requiredDate(magazineMessages.required),
  datetxt: requiredText({ required: magazineMessages.required }),
  person: requiredText({ required: magazineMessages.required }),
  description: requiredText({ required: magazineMessages.required }),
  isPublish: optionalBoolean(true),
  pressMagazine: iriSchema,
};

/** The issue form: the labels mark date, text date, cover person and description required (SDK-21). */
export const issueFormSchema = objectOf(issueFormShape);
export type IssueForm = z.infer<typeof issueFormSchema>;

/** A new issue of a magazine: today, published. */
export function newIssueForm(magazine: string, now: Date = new Date()): IssueForm {
  return {
    date: toDate10(now),
    datetxt: '',
    person: '',
    description: '',
    isPublish: true,
    pressMagazine: magazine,
  };
}

export function fromIssue(record: Issue): IssueForm {
  return {
    date: cutDate10(record.date) ?? '',
    datetxt: record.datetxt ?? '',
    person: record.person ?? '',
    description: record.description ?? '',
    isPublish: record.isPublish,
    pressMagazine: record.pressMagazine ?? '',
  };
}

/** The text fields of the multipart issue POST (create, and edit with `_method=PUT`). */
export const issuePayloadSchema = objectOf({
  date: issueFormShape.date,
  datetxt: issueFormShape.datetxt,
  person: issueFormShape.person,
  description: issueFormShape.description,
  isPublished: flag01(),
  pressMagazine: iriSchema,
});
export type IssuePayload = z.infer<typeof issuePayloadSchema>;

/** The date cut to 10, isPublish sent as isPublished (1/0). */
export function toIssuePayload(form: IssueForm): IssuePayload {
  return {
    date: cutDate10(form.date),
    datetxt: form.datetxt,
    person: form.person,
    description: form.description,
    isPublished: form.isPublish ? 1 : 0,
    pressMagazine: form.pressMagazine,
  };
}

/** PATCH /api/press_magazine_numbers/{id} with {isPublished}. */
export const issuePatchSchema = objectOf({ isPublished: requiredBoolean(sharedMessages.invalidValue) });
export type IssuePatch = z.infer<typeof issuePatchSchema>;

export function toIssueTogglePayload(current: boolean): IssuePatch {
  return { isPublished: !current };
}

/** Covers are JPEG files (by type, or by extension when the type is missing). */
export function isAcceptedIssueCover(file: { readonly type?: string; readonly name?: string }): boolean {
  if (file.type) return (ISSUE_COVER_MIME_TYPES as readonly string[]).includes(file.type);
  const extension = file.name?.split('.').pop()?.toLowerCase() ?? '';
  return (ISSUE_COVER_EXTENSIONS as readonly string[]).includes(extension);
}
