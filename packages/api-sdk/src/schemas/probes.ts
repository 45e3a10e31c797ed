/**
 * Polls, 'probes' (03 §3, §5, §7): title 2-255 required, answers 1 and 2 required (2-255), answers 3-12
 * optional (2-255 when given), isPublish and isActive required; the slug is derived from the title.
 */
import { z } from 'zod';
import { PROBE_MAX_ANSWERS } from '../constants';
import {
  booleanishSchema,
  idSchema,
  jsonLdShape,
  lengthLimits,
  nullableStringSchema,
  objectOf,
  optionalText,
  requiredBoolean,
  requiredText,
  sharedMessages,
  slugify,
  slugRule,
  textOrEmptySchema,
} from './shared';

/** SDK-9: completed by the spec's length pattern. */
const titleLength = lengthLimits('Tytuł', { min: 2, max: 255 });
const answerLength = lengthLimits('Odpowiedź', { min: 2, max: 255 });

export const probeMessages = {
  titleRequired: sharedMessages.required,
  titleMin: titleLength.min[1],
  titleMax: titleLength.max[1],
  answerRequired: sharedMessages.required,
  answerMin: answerLength.min[1],
  answerMax: answerLength.max[1],
} as const;

export const PROBE_ANSWER_FIELDS = Array.from(
  { length: PROBE_MAX_ANSWERS },
  (_, index) => `answer${index + 1}` as ProbeAnswerField,
);
export type ProbeAnswerField =
  | 'answer1'
  | 'answer2'
  | 'answer3'
  | 'answer4'
  | 'answer5'
  | 'answer6'
  | 'answer7'
  | 'answer8'
  | 'answer9'
  | 'answer10'
  | 'answer11'
  | 'answer12';

export const probeSchema = z.object({
  ...jsonLdShape,
  id: idSchema,
  title: textOrEmptySchema,
  ...(Object.fromEntries(PROBE_ANSWER_FIELDS.map((field) => [field, nullableStringSchema])) as Record<
    ProbeAnswerField,
    typeof nullableStringSchema
  >),
  isPublish: booleanishSchema,
  isActive: booleanishSchema,
  slug: nullableStringSchema,
});
export type Probe = z.infer<typeof probeSchema>;

const requiredAnswer = requiredText({ required: probeMessages.answerRequired, ...answerLength });
const optionalAnswer = optionalText(answerLength);

const probeFormShape = {
  title: requiredText({ required: probeMessages.titleRequired, ...titleLength }),
  answer1: requiredAnswer,
  answer2: requiredAnswer,
  answer3: optionalAnswer,
  answer4: optionalAnswer,
  answer5: optionalAnswer,
  answer6: optionalAnswer,
  answer7: optionalAnswer,
  answer8: optionalAnswer,
  answer9: optionalAnswer,
  answer10: optionalAnswer,
  answer11: optionalAnswer,
  answer12: optionalAnswer,
  isPublish: requiredBoolean(),
  isActive: requiredBoolean(),
};

export const probeFormSchema = objectOf(probeFormShape);
export type ProbeForm = z.infer<typeof probeFormSchema>;

export function newProbeForm(): ProbeForm {
  const answers = Object.fromEntries(PROBE_ANSWER_FIELDS.map((field) => [field, ''])) as Record<
    ProbeAnswerField,
    string
  >;
  return { title: '', ...answers, isPublish: false, isActive: false };
}

export function fromProbe(record: Probe): ProbeForm {
  const answers = Object.fromEntries(
    PROBE_ANSWER_FIELDS.map((field) => [field, record[field] ?? '']),
  ) as Record<ProbeAnswerField, string>;
  return { title: record.title, ...answers, isPublish: record.isPublish, isActive: record.isActive };
}

export const probePayloadSchema = objectOf({ ...probeFormShape, slug: slugRule() });
export type ProbePayload = z.infer<typeof probePayloadSchema>;

export function toProbePayload(form: ProbeForm): ProbePayload {
  return { ...form, slug: slugify(form.title) };
}
