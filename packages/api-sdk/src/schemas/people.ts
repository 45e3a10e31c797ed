/**
 * Media people, 'ludzie mediów' (02 §3, §5, §7; 03 §3, §5): name and surname 2-500, isPublish, content,
 * photo; the slug is the name lowercased with spaces as hyphens (shared `slugify`).
 */
import { z } from 'zod';
import { personListItemShape } from './personList';
import {
  lengthLimits,
  mediaIdPayloadSchema,
  mediaIdSchema,
  nullableStringSchema,
  objectOf,
  optionalText,
  requiredBoolean,
  requiredText,
  sharedMessages,
  slugify,
  slugRule,
} from './shared';

export const PERSON_NAME_MIN = 2;
export const PERSON_NAME_MAX = 500;

const nameLength = lengthLimits('Imię', { min: PERSON_NAME_MIN, max: PERSON_NAME_MAX });
const surnameLength = lengthLimits('Nazwisko', { min: PERSON_NAME_MIN, max: PERSON_NAME_MAX });

export const personMessages = {
  nameRequired: sharedMessages.required,
  nameMin: nameLength.min[1],
  nameMax: nameLength.max[1],
  surnameRequired: sharedMessages.required,
  surnameMin: surnameLength.min[1],
  surnameMax: surnameLength.max[1],
} as const;

/** One person (GET /api/people/{id}): the list item's shape and the fields only the form reads. */
export const personSchema = z.object({
  ...personListItemShape,
  slug: nullableStringSchema,
  content: nullableStringSchema,
  mediaId: mediaIdSchema,
  email: nullableStringSchema,
  position: nullableStringSchema,
  description: nullableStringSchema,
  twitterLink: nullableStringSchema,
  facebookLink: nullableStringSchema,
  linkedinLink: nullableStringSchema,
  nameSlug: nullableStringSchema,
});
export type Person = z.infer<typeof personSchema>;

const personFormShape = {
  name: requiredText({ required: personMessages.nameRequired, ...nameLength }),
  surname: requiredText({ required: personMessages.surnameRequired, ...surnameLength }),
  isPublish: requiredBoolean(),
  content: optionalText(),
  mediaId: mediaIdPayloadSchema,
  email: optionalText(),
  position: optionalText(),
  description: optionalText(),
  twitterLink: optionalText(),
  facebookLink: optionalText(),
  linkedinLink: optionalText(),
  nameSlug: optionalText(),
};

export const personFormSchema = objectOf(personFormShape);
export type PersonForm = z.infer<typeof personFormSchema>;

/** New-person defaults (02 §3): every text empty, unpublished, no photo. */
export function newPersonForm(): PersonForm {
  return {
    name: '',
    surname: '',
    isPublish: false,
    content: '',
    mediaId: '0',
    email: '',
    position: '',
    description: '',
    twitterLink: '',
    facebookLink: '',
    linkedinLink: '',
    nameSlug: '',
  };
}

export function fromPerson(record: Person): PersonForm {
  return {
    name: record.name,
    surname: record.surname,
    isPublish: record.isPublish,
    content: record.content ?? '',
    mediaId: record.mediaId,
    email: record.email ?? '',
    position: record.position ?? '',
    description: record.description ?? '',
    twitterLink: record.twitterLink ?? '',
    facebookLink: record.facebookLink ?? '',
    linkedinLink: record.linkedinLink ?? '',
    nameSlug: record.nameSlug ?? '',
  };
}

export const personPayloadSchema = objectOf({ ...personFormShape, slug: slugRule() });
export type PersonPayload = z.infer<typeof personPayloadSchema>;

/** The slug is the name lowercased with spaces as hyphens (02 §3); the photo id is a string. */
export function toPersonPayload(form: PersonForm): PersonPayload {
  return { ...form, slug: slugify(form.name), mediaId: String(form.mediaId) };
}
