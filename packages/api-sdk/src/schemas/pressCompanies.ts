/**
 * Press-centre profiles, 'press companies' (03 §2, §3, §5, §7; D5 /api/companies): name, person, city,
 * address, phone (7-50 by D15), fax, email (the login), www, description, moderationState (1/0), and
 * the password: 8-32 with lower, upper, digit and one of !@#$%^&*, required on create, optional on edit.
 * Empty required fields answer 'Pole nie może być puste'.
 */
import { z } from 'zod';
import {
  PASSWORD_SPECIAL_CHARACTERS,
  PRESS_PASSWORD_MAX_LENGTH,
  PRESS_PASSWORD_MIN_LENGTH,
} from '../constants';
import { pressCompanyListItemShape } from './pressCompanyList';
import {
  flag01,
  isEmail,
  isWebUrl,
  lengthLimits,
  nullableStringSchema,
  objectOf,
  optionalText,
  requiredBoolean,
  requiredText,
  sharedMessages,
  textLength,
  toFlag01,
} from './shared';

/** SDK-20: the host shown in the www message, whose example the specification leaves as {host}. */
export const WWW_EXAMPLE_HOST = 'https://www.przyklad.pl';

const lengths = {
  name: lengthLimits('Nazwa firmy', { min: 2, max: 255 }),
  /** SDK-9: the other lengths follow the name's pattern. */
  person: lengthLimits('Osoba kontaktowa', { min: 2, max: 255 }),
  city: lengthLimits('Miasto', { min: 2, max: 50 }),
  address: lengthLimits('Adres', { min: 2, max: 100 }),
  phone: lengthLimits('Telefon', { min: 7, max: 50 }),
  fax: lengthLimits('Fax', { max: 50 }),
  email: lengthLimits('Email', { min: 2, max: 100 }),
  www: lengthLimits('Adres www', { min: 2, max: 255 }),
  descr: lengthLimits('Opis', { min: 2 }),
};

export const pressCompanyMessages = {
  required: sharedMessages.notEmpty,
  nameMin: lengths.name.min[1],
  nameMax: lengths.name.max[1],
  personMin: lengths.person.min[1],
  personMax: lengths.person.max[1],
  cityMin: lengths.city.min[1],
  cityMax: lengths.city.max[1],
  addressMin: lengths.address.min[1],
  addressMax: lengths.address.max[1],
  phoneMin: lengths.phone.min[1],
  phoneMax: lengths.phone.max[1],
  faxMax: lengths.fax.max[1],
  emailMin: lengths.email.min[1],
  emailMax: lengths.email.max[1],
  email: 'Podaj poprawny adres e-mail',
  wwwMin: lengths.www.min[1],
  wwwMax: lengths.www.max[1],
  www: `Podaj poprawny adres www (wzór: ${WWW_EXAMPLE_HOST}/)`,
  descrMin: lengths.descr.min[1],
  password:
    'Hasło musi składać się z co najmniej 8 znaków, w tym wielkiej litery, cyfry oraz znaku specjalnego.',
  passwordMax: 'Hasło musi posiadać maksimum 32 znaki',
  moderationState: sharedMessages.required,
} as const;

const specialClass = `[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`;

/** 8-32 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*. */
export function pressPasswordMessage(value: string): string | undefined {
  const length = textLength(value);
  if (length > PRESS_PASSWORD_MAX_LENGTH) return pressCompanyMessages.passwordMax;
  const strong =
    length >= PRESS_PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    new RegExp(specialClass).test(value);
  return strong ? undefined : pressCompanyMessages.password;
}

/** One profile (GET /api/companies/{id}): the list item's shape (./pressCompanyList) and the rest. */
export const pressCompanySchema = z.object({
  ...pressCompanyListItemShape,
  person: nullableStringSchema,
  city: nullableStringSchema,
  address: nullableStringSchema,
  phone: nullableStringSchema,
  fax: nullableStringSchema,
  email: nullableStringSchema,
  www: nullableStringSchema,
  descr: nullableStringSchema,
});
export type PressCompany = z.infer<typeof pressCompanySchema>;

const m = pressCompanyMessages;

const pressCompanyFields = {
  name: requiredText({ required: m.required, ...lengths.name }),
  person: requiredText({ required: m.required, ...lengths.person }),
  city: requiredText({ required: m.required, ...lengths.city }),
  address: requiredText({ required: m.required, ...lengths.address }),
  phone: requiredText({ required: m.required, ...lengths.phone }),
  fax: optionalText(lengths.fax),
  email: requiredText({ required: m.required, ...lengths.email, format: [isEmail, m.email] }),
  www: requiredText({ required: m.required, ...lengths.www, format: [isWebUrl, m.www] }),
  descr: requiredText({ required: m.required, ...lengths.descr }),
  moderationState: requiredBoolean(m.moderationState),
};

const passwordOnCreate = z
  .string({ error: (issue) => (issue.input == null ? m.required : sharedMessages.mustBeText) })
  .superRefine((value, ctx) => {
    const message = value === '' ? m.required : pressPasswordMessage(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const passwordOnEdit = optionalText().superRefine((value, ctx) => {
  if (value === '') return;
  const message = pressPasswordMessage(value);
  if (message) ctx.addIssue({ code: 'custom', message });
});

export const pressCompanyCreateFormSchema = objectOf({ ...pressCompanyFields, password: passwordOnCreate });
export type PressCompanyCreateForm = z.infer<typeof pressCompanyCreateFormSchema>;
export const pressCompanyEditFormSchema = objectOf({ ...pressCompanyFields, password: passwordOnEdit });
export type PressCompanyEditForm = z.infer<typeof pressCompanyEditFormSchema>;
export type PressCompanyForm = PressCompanyCreateForm | PressCompanyEditForm;

export function newPressCompanyForm(): PressCompanyCreateForm {
  return {
    name: '',
    person: '',
    city: '',
    address: '',
    phone: '',
    fax: '',
    email: '',
    www: '',
    descr: '',
    moderationState: false,
    password: '',
  };
}

/** Form values of a loaded company; the password is write-only and starts blank. */
export function fromPressCompany(record: PressCompany): PressCompanyEditForm {
  return {
    name: record.name,
    person: record.person ?? '',
    city: record.city ?? '',
    address: record.address ?? '',
    phone: record.phone ?? '',
    fax: record.fax ?? '',
    email: record.email ?? '',
    www: record.www ?? '',
    descr: record.descr ?? '',
    moderationState: record.moderationState,
    password: '',
  };
}

/** POST /api/companies: the password is required. */
export const pressCompanyCreatePayloadSchema = objectOf({
  ...pressCompanyFields,
  moderationState: flag01(m.moderationState),
  password: passwordOnCreate,
});
export type PressCompanyCreatePayload = z.infer<typeof pressCompanyCreatePayloadSchema>;

/** PUT /api/companies/{id}: a blank or missing password keeps the old one. */
export const pressCompanyUpdatePayloadSchema = objectOf({
  ...pressCompanyFields,
  moderationState: flag01(m.moderationState),
  // Only when one was typed: a body without it keeps the old password.
  password: passwordOnEdit.optional(),
});
export type PressCompanyUpdatePayload = z.infer<typeof pressCompanyUpdatePayloadSchema>;

export function toPressCompanyCreatePayload(form: PressCompanyCreateForm): PressCompanyCreatePayload {
  return { ...form, moderationState: toFlag01(form.moderationState) };
}

/** moderationState as 1/0; the password only when one was typed. */
export function toPressCompanyUpdatePayload(form: PressCompanyEditForm): PressCompanyUpdatePayload {
  const { password, ...rest } = form;
  const body = { ...rest, moderationState: toFlag01(form.moderationState) };
  return password === '' ? body : { ...body, password };
}

/** PATCH /api/companies/{id} with {moderationState: 0 or 1}. */
export const pressCompanyPatchSchema = objectOf({
  moderationState: flag01(sharedMessages.invalidValue),
});
export type PressCompanyPatch = z.infer<typeof pressCompanyPatchSchema>;

export function toPressCompanyTogglePayload(current: boolean): PressCompanyPatch {
  return { moderationState: current ? 0 : 1 };
}
