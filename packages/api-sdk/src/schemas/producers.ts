/**
 * Phone producers (03 §2, §3, §5, §7): name 2-500 required, nameSlug = name on save, the photo id as a
 * string ('0' when none; a chosen picture is uploaded to /api/media first).
 */
import { z } from 'zod';
import { producerListItemShape, producerMediaSchema } from './producerList';
import {
  lengthLimits,
  mediaIdPayloadSchema,
  mediaIdSchema,
  nullableStringSchema,
  objectOf,
  requiredText,
  sharedMessages,
} from './shared';

export const PRODUCER_NAME_MAX = 500;

/** SDK-9: lengths follow the author's messages. */
const nameLength = lengthLimits('Nazwa', { min: 2, max: PRODUCER_NAME_MAX });

export const producerMessages = {
  nameRequired: sharedMessages.required,
  nameMin: nameLength.min[1],
  nameMax: nameLength.max[1],
} as const;

/** One producer (GET /api/producers/{id}): the list item's shape with its fields required. */
export const producerSchema = z.object({
  ...producerListItemShape,
  nameSlug: nullableStringSchema,
  mediaId: mediaIdSchema,
  media: producerMediaSchema,
});
export type Producer = z.infer<typeof producerSchema>;

const producerFormShape = {
  name: requiredText({ required: producerMessages.nameRequired, ...nameLength }),
  mediaId: mediaIdPayloadSchema,
};

export const producerFormSchema = objectOf(producerFormShape);
export type ProducerForm = z.infer<typeof producerFormSchema>;

export function newProducerForm(): ProducerForm {
  return { name: '', mediaId: '0' };
}

export function fromProducer(record: Producer): ProducerForm {
  return { name: record.name, mediaId: record.mediaId };
}

export const producerPayloadSchema = objectOf({
  ...producerFormShape,
  nameSlug: requiredText({ required: sharedMessages.required }),
});
export type ProducerPayload = z.infer<typeof producerPayloadSchema>;

export function toProducerPayload(form: ProducerForm): ProducerPayload {
  return { name: form.name, nameSlug: form.name, mediaId: String(form.mediaId) };
}
