/**
 * Phone producers (03 §2, §3, §5, §7): name 2-500 required, nameSlug = name on save, the photo id as a
 * string ('0' when none; a chosen picture is uploaded to /api/media first).
 */
import { z } from 'zod';
import {
  booleanishSchema,
  deletedSchema,
  idSchema,
  jsonLdShape,
  lengthLimits,
  mediaIdPayloadSchema,
  mediaIdSchema,
  nullableStringSchema,
  objectOf,
  requiredText,
  sharedMessages,
  textOrEmptySchema,
} from './shared';

export const PRODUCER_NAME_MAX = 500;

/** SDK-9: lengths follow the author's messages. */
const nameLength = lengthLimits('Nazwa', { min: 2, max: PRODUCER_NAME_MAX });

export const producerMessages = {
  nameRequired: sharedMessages.required,
  nameMin: nameLength.min[1],
  nameMax: nameLength.max[1],
} as const;

export const producerSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  name: textOrEmptySchema,
  nameSlug: nullableStringSchema,
  mediaId: mediaIdSchema,
  deleted: deletedSchema,
  /** The main picture with its title, when the server embeds it. */
  media: z
    .object({
      ...jsonLdShape,
      title: nullableStringSchema,
      fileName: textOrEmptySchema,
      newPath: booleanishSchema,
    })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type Producer = z.infer<typeof producerSchema>;
export const producerListItemSchema = producerSchema.partial({ nameSlug: true, mediaId: true, media: true });
export type ProducerListItem = z.infer<typeof producerListItemSchema>;

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
