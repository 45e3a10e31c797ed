/**
 * Company directory, 'kf companies' (03 §2, §3, §5, §7): the company, its regions (districts),
 * categories and subcategories; the full form and the short 'Tworzenie firmy' form with the same field
 * rules; moderationState sent as 1/0 and the slug derived from the name.
 */
import { z } from 'zod';
import {
  booleanishSchema,
  flag01,
  idSchema,
  iriSchema,
  isEmail,
  jsonLdShape,
  maxLengthMessage,
  minLengthMessage,
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
  textOrEmptySchema,
  toFlag01,
} from './shared';

/** SDK-9: lengths from 03 §5 with messages in the spec's pattern. */
export const kfCompanyMessages = {
  required: sharedMessages.required,
  nameMin: minLengthMessage('Nazwa', 2),
  nameMax: maxLengthMessage('Nazwa', 255),
  cityMin: minLengthMessage('Miasto', 2),
  cityMax: maxLengthMessage('Miasto', 255),
  addressMin: minLengthMessage('Adres', 2),
  addressMax: maxLengthMessage('Adres', 255),
  phoneMin: minLengthMessage('Telefon', 9),
  phoneMax: maxLengthMessage('Telefon', 15),
  emailMin: minLengthMessage('Email', 6),
  emailMax: maxLengthMessage('Email', 255),
  email: sharedMessages.email,
  descrMin: minLengthMessage('Opis', 2),
  mustBeNumber: sharedMessages.mustBeNumber,
} as const;

export const KF_SUBCATEGORY_RESOURCE = 'kf_subcategories';

export const kfCompanySchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  createYear: nullableNumberishSchema,
  numberWorkers: nullableNumberishSchema,
  districtId: nullableIdStringSchema,
  city: nullableStringSchema,
  address: nullableStringSchema,
  phone: nullableStringSchema,
  fax: nullableStringSchema,
  email: nullableStringSchema,
  www: nullableStringSchema,
  moderationState: booleanishSchema,
  descr: nullableStringSchema,
  subCategories: relationListSchema(KF_SUBCATEGORY_RESOURCE),
  slug: nullableStringSchema,
  createTime: nullableStringSchema,
});
export type KfCompany = z.infer<typeof kfCompanySchema>;
export const kfCompanyListItemSchema = kfCompanySchema.partial({
  createYear: true,
  numberWorkers: true,
  districtId: true,
  city: true,
  address: true,
  phone: true,
  fax: true,
  email: true,
  www: true,
  descr: true,
  subCategories: true,
  slug: true,
  createTime: true,
});
export type KfCompanyListItem = z.infer<typeof kfCompanyListItemSchema>;

/** A region (district): GET /api/kf_regions, GET /api/kf_regions/{id}, POST {name}. */
export const kfRegionSchema = z.object({ ...jsonLdShape, id: idSchema, name: textOrEmptySchema });
export type KfRegion = z.infer<typeof kfRegionSchema>;
export const kfRegionPayloadSchema = objectOf({
  name: requiredText({
    required: kfCompanyMessages.required,
    min: [2, kfCompanyMessages.nameMin],
    max: [255, kfCompanyMessages.nameMax],
  }),
});
export type KfRegionPayload = z.infer<typeof kfRegionPayloadSchema>;

/** A category (GET /api/kf_categories/select gives options). */
export const kfCategorySchema = z.object({ ...jsonLdShape, id: idSchema, name: textOrEmptySchema });
export type KfCategory = z.infer<typeof kfCategorySchema>;

/** A subcategory under /api/kf_subcategories/, with its category. */
export const kfSubcategorySchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  category: nullableIdStringSchema.optional().transform((value) => value ?? null),
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
  name: requiredText({
    required,
    min: [2, kfCompanyMessages.nameMin],
    max: [255, kfCompanyMessages.nameMax],
  }),
  createYear: requiredNumber(),
  numberWorkers: requiredNumber(),
  districtId: districtRule,
  city: requiredText({
    required,
    min: [2, kfCompanyMessages.cityMin],
    max: [255, kfCompanyMessages.cityMax],
  }),
  address: requiredText({
    required,
    min: [2, kfCompanyMessages.addressMin],
    max: [255, kfCompanyMessages.addressMax],
  }),
  phone: requiredText({
    required,
    min: [9, kfCompanyMessages.phoneMin],
    max: [15, kfCompanyMessages.phoneMax],
  }),
  fax: optionalText(),
  email: requiredText({
    required,
    min: [6, kfCompanyMessages.emailMin],
    max: [255, kfCompanyMessages.emailMax],
    format: [isEmail, kfCompanyMessages.email],
  }),
  www: optionalText(),
  moderationState: optionalBoolean(),
  descr: optionalText({ min: [2, kfCompanyMessages.descrMin] }),
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
  slug: optionalText(),
}).transform((value) => ({ ...value, slug: slugify(value.name) }));
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
}).transform((value) => ({ ...value, slug: slugify(value.name) }));
export type KfCompanyCreatePayload = z.infer<typeof kfCompanyCreatePayloadSchema>;

export function toKfCompanyCreatePayload(form: KfCompanyCreateForm): KfCompanyCreatePayload {
  return { ...form, moderationState: toFlag01(form.moderationState), slug: slugify(form.name) };
}
