/**
 * Press publishers (01 §7 "press_publishers (/select)"; D6: the magazine form's publisher select):
 * the records behind the select, for the 'Wydawcy prasy' list (SDK-35: name 2-255 required).
 */
import { z } from 'zod';
import { pressPublisherListItemShape } from './pressPublisherList';
import { lengthLimits, objectOf, requiredText, sharedMessages } from './shared';

const nameLength = lengthLimits('Nazwa', { min: 2, max: 255 });

export const pressPublisherMessages = {
  required: sharedMessages.required,
  nameMin: nameLength.min[1],
  nameMax: nameLength.max[1],
} as const;

/** One publisher (GET /api/press_publishers/{id}): the list item's shape (./pressPublisherList). */
export const pressPublisherSchema = z.object(pressPublisherListItemShape);
export type PressPublisher = z.infer<typeof pressPublisherSchema>;

const pressPublisherFormShape = {
  name: requiredText({ required: pressPublisherMessages.required, ...nameLength }),
};

export const pressPublisherFormSchema = objectOf(pressPublisherFormShape);
export type PressPublisherForm = z.infer<typeof pressPublisherFormSchema>;

export function newPressPublisherForm(): PressPublisherForm {
  return { name: '' };
}

export function fromPressPublisher(record: PressPublisher): PressPublisherForm {
  return { name: record.name };
}

/** POST /api/press_publishers, PUT /api/press_publishers/{id}: {name}. */
export const pressPublisherPayloadSchema = pressPublisherFormSchema;
export type PressPublisherPayload = z.infer<typeof pressPublisherPayloadSchema>;

export function toPressPublisherPayload(form: PressPublisherForm): PressPublisherPayload {
  return { name: form.name };
}
