/**
 * Company directory, 'kf companies' (03 §2, §3, §5, §7): the company, its regions (districts),
 * categories and subcategories; the full form and the short 'Tworzenie firmy' form with the same field
 * rules; moderationState sent as 1/0 and the slug derived from the name.
 */
import { z } from 'zod';
import { KF_SUBCATEGORY_RESOURCE, kfCompanyListItemShape } from './kfCompanyList';
import {
  flag01,
  idSchema,
  iriSchema,
  isEmail,
  jsonLdShape,
  lengthLimits,
  nullableIdStringSchema,
  nullableNumberishSchema,
  nullableStringSchema,
  objectOf,
  optionalBoolean,
  optionalText,
  relationListSchema,
  requiredNumber,
  requiredText,
  sharedMessages,
  slugify,
  slugRule,
  textOrEmptySchema,
  toFlag01,
} from './shared';

/** SDK-9: lengths from 03 §5 with messages in the spec's pattern. */
const lengths = {
  name: lengthLimits('Nazwa', { min: 2, max: 255 }),
  city: lengthLimits('Miasto', { min: 2, max: 255 }),
  address: lengthLimits('Adres', { min: 2, max: 255 }),
  phone: lengthLimits('Telefon', { min: 9, max: 15 }),
  email: lengthLimits('Email', { min: 6, max: 255 }),
  descr: lengthLimits('Opis', { min: 2 }),
};

export const kfCompanyMessages = {
  required: sharedMessages.required,
  nameMin: lengths.name.min[1],
  nameMax: lengths.name.max[1],
  cityMin: lengths.city.min[1],
  cityMax: lengths.city.max[1],
  addressMin: lengths.address.min[1],
  addressMax: lengths.address.max[1],
  phoneMin: lengths.phone.min[1],
  phoneMax: lengths.phone.max[1],
  emailMin: lengths.email.min[1],
  emailMax: lengths.email.max[1],
  email: sharedMessages.email,
  descrMin: lengths.descr.min[1],
  mustBeNumber: sharedMessages.mustBeNumber,
} as const;

/** One company (GET /api/kf_companies/{id}): the list item's shape with its fields required. */
export const kfCompanySchema = z.object({
  ...kfCompanyListItemShape,
  createYear: nullableNumberishSchema,
  numberWorkers: nullableNumberishSchema,
  districtId: nullableIdStringSchema,
  city: nullableStringSchema,
  address: nullableStringSchema,
  phone: nullableStringSchema,
  fax: nullableStringSchema,
  email: nullableStringSchema,
  www: nullableStringSchema,
  descr: nullableStringSchema,
  subCategories: relationListSchema(KF_SUBCATEGORY_RESOURCE),
  slug: nullableStringSchema,
  createTime: nullableStringSchema,
});
export type KfCompany = z.infer<typeof kfCompanySchema>;

/** A region (district): GET /api/kf_regions, GET /api/kf_regions/{id}, POST {name}. */
export const kfRegionSchema = z.object({ ...jsonLdShape, id: idSchema, name: textOrEmptySchema });
export type KfRegion = z.infer<typeof kfRegionSchema>;
/** The name rule of companies and regions. */
const nameRule = requiredText({ required: kfCompanyMessages.required, ...lengths.name });

export const kfRegionPayloadSchema = objectOf({ name: nameRule });
export type KfRegionPayload = z.infer<typeof kfRegionPayloadSchema>;

/** A category (GET /api/kf_categories/select gives options). */
export const kfCategorySchema = z.object({ ...jsonLdShape, id: idSchema, name: textOrEmptySchema });
export type KfCategory = z.infer<typeof kfCategorySchema>;

/** A subcategory under /api/kf_subcategories/, with its category. */
export const kfSubcategorySchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  category: z.optional(nullableIdStringSchema).transform((value) => value ?? null),
});
export type KfSubcategory = z.infer<typeof kfSubcategorySchema>;

// ---------------------------------------------------------------------------------------------------
// Forms

const required = kfCompanyMessages.required;

const districtRule = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value === null ? undefined : value),
  requiredText({ required }),
);

const subCategoriesRule = z
  .array(iriSchema, { error: (issue) => (issue.input == null ? required : sharedMessages.mustBeList) })
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: 'custom', message: required });
  });

const kfCompanyFields = {
  name: nameRule,
  createYear: requiredNumber(),
  numberWorkers: requiredNumber(),
  districtId: districtRule,
  city: requiredText({ required, ...lengths.city }),
  address: requiredText({ required, ...lengths.address }),
  phone: requiredText({ required, ...lengths.phone }),
  fax: optionalText(),
  email: requiredText({ required, ...lengths.email, format: [isEmail, kfCompanyMessages.email] }),
  www: optionalText(),
  moderationState: optionalBoolean(),
  descr: optionalText(lengths.descr),
  subCategories: subCategoriesRule,
};

export const kfCompanyFormSchema = objectOf(kfCompanyFields);
export type KfCompanyForm = z.infer<typeof kfCompanyFormSchema>;

export function newKfCompanyForm(): KfCompanyForm {
  return {
    name: '',
    createYear: Number.NaN,
    numberWorkers: Number.NaN,
    districtId: '',
    city: '',
    address: '',
    phone: '',
    fax: '',
    email: '',
    www: '',
    moderationState: false,
    descr: '',
    subCategories: [],
  };
}

export function fromKfCompany(record: KfCompany): KfCompanyForm {
  return {
    name: record.name,
    createYear: record.createYear ?? Number.NaN,
    numberWorkers: record.numberWorkers ?? Number.NaN,
    districtId: record.districtId ?? '',
    city: record.city ?? '',
    address: record.address ?? '',
    phone: record.phone ?? '',
    fax: record.fax ?? '',
    email: record.email ?? '',
    www: record.www ?? '',
    moderationState: record.moderationState,
    descr: record.descr ?? '',
    subCategories: record.subCategories,
  };
}

/** POST /api/kf_companies, PUT /api/kf_companies/{id}. */
export const kfCompanyPayloadSchema = objectOf({
  ...kfCompanyFields,
  moderationState: flag01(),
  slug: slugRule(),
});
export type KfCompanyPayload = z.infer<typeof kfCompanyPayloadSchema>;

export function toKfCompanyPayload(form: KfCompanyForm): KfCompanyPayload {
  return { ...form, moderationState: toFlag01(form.moderationState), slug: slugify(form.name) };
}

/** The short 'Tworzenie firmy' form (03 §2): the same rules on its eleven fields. */
const kfCompanyCreateFields = {
  address: kfCompanyFields.address,
  city: kfCompanyFields.city,
  descr: kfCompanyFields.descr,
  email: kfCompanyFields.email,
  fax: kfCompanyFields.fax,
  moderationState: kfCompanyFields.moderationState,
  name: kfCompanyFields.name,
  numberWorkers: kfCompanyFields.numberWorkers,
  phone: kfCompanyFields.phone,
  subCategories: kfCompanyFields.subCategories,
  www: kfCompanyFields.www,
};
export const kfCompanyCreateFormSchema = objectOf(kfCompanyCreateFields);
export type KfCompanyCreateForm = z.infer<typeof kfCompanyCreateFormSchema>;

export function newKfCompanyCreateForm(): KfCompanyCreateForm {
  const { createYear: _year, districtId: _district, ...rest } = newKfCompanyForm();
  return rest;
}

export const kfCompanyCreatePayloadSchema = objectOf({
  ...kfCompanyCreateFields,
  moderationState: flag01(),
  slug: slugRule(),
});
export type KfCompanyCreatePayload = z.infer<typeof kfCompanyCreatePayloadSchema>;

export function toKfCompanyCreatePayload(form: KfCompanyCreateForm): KfCompanyCreatePayload {
  return { ...form, moderationState: toFlag01(form.moderationState), slug: slugify(form.name) };
}
