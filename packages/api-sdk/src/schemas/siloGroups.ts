/**
 * Silo groups (02 §3, §5, §7): name 2-255, isPublish, priority, date (cut to 16) and authorID (default
 * ''); new groups default to priority 0 and unpublished.
 */
import { z } from 'zod';
import {
  cutDateTime16,
  lengthLimits,
  nullableIdStringSchema,
  nullableStringSchema,
  numberOrZeroSchema,
  objectOf,
  optionalText,
  requiredBoolean,
  requiredDateTime,
  requiredNumber,
  requiredText,
  sharedMessages,
  toDateTime16,
} from './shared';
import { siloGroupListItemShape } from './siloGroupList';

/** SDK-9: silo and silo group name messages follow the 'Nazwa musi posiadać …' pattern. */
const nameLength = lengthLimits('Nazwa', { min: 2, max: 255 });

export const siloGroupMessages = {
  nameRequired: sharedMessages.required,
  nameMin: nameLength.min[1],
  nameMax: nameLength.max[1],
} as const;

/** One silo group (GET /api/silos_groups/{id}): the list item's shape with its fields required. */
export const siloGroupSchema = z.object({
  ...siloGroupListItemShape,
  priority: numberOrZeroSchema,
  date: nullableStringSchema,
  authorID: nullableIdStringSchema,
});
export type SiloGroup = z.infer<typeof siloGroupSchema>;

/** The name rule of silos and silo groups. */
export const siloNameRule = requiredText({ required: siloGroupMessages.nameRequired, ...nameLength });

const siloGroupFormShape = {
  name: siloNameRule,
  isPublish: requiredBoolean(),
  priority: requiredNumber(),
  date: requiredDateTime(sharedMessages.invalidDate),
  authorID: optionalText(),
};

export const siloGroupFormSchema = objectOf(siloGroupFormShape);
export type SiloGroupForm = z.infer<typeof siloGroupFormSchema>;

export function newSiloGroupForm(now: Date = new Date()): SiloGroupForm {
  return { name: '', isPublish: false, priority: 0, date: toDateTime16(now), authorID: '' };
}

export function fromSiloGroup(record: SiloGroup): SiloGroupForm {
  return {
    name: record.name,
    isPublish: record.isPublish,
    priority: record.priority,
    date: cutDateTime16(record.date) ?? '',
    authorID: record.authorID ?? '',
  };
}

export const siloGroupPayloadSchema = objectOf(siloGroupFormShape);
export type SiloGroupPayload = z.infer<typeof siloGroupPayloadSchema>;

export function toSiloGroupPayload(form: SiloGroupForm): SiloGroupPayload {
  return { ...form, date: cutDateTime16(form.date) };
}
