/**
 * Polls, 'probes' (03 §3, §5, §7): title 2-255 required, answers 1 and 2 required (2-255), answers 3-12
 * optional (2-255 when given), isPublish and isActive required; the slug is derived from the title.
 */
import { z } from 'zod';
import { PROBE_MAX_ANSWERS } from '../constants';
import { PROBE_ANSWER_FIELDS, type ProbeAnswerField, probeListItemShape } from './probeList';
import {
  lengthLimits,
  objectOf,
  optionalText,
  requiredBoolean,
  requiredText,
  sharedMessages,
  slugify,
  slugRule,
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

/** One poll (GET /api/probes/{id}): the list's member (./probeList) as it is. */
export const probeSchema = z.object(probeListItemShape);
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

// ---------------------------------------------------------------------------------------------------
// The answers as a repeated group (the panel's form): answers 1 and 2 required, up to 12 in all.

/** One answer of the repeated group. */
export interface ProbeAnswerItem {
  answer: string;
}

/** The number of answers a poll needs (answer1 and answer2). */
export const PROBE_REQUIRED_ANSWERS = 2;

const answersRule = z
  .array(z.object({ answer: optionalAnswer }, { error: sharedMessages.invalidValue }), {
    error: sharedMessages.mustBeList,
  })
  // The panel offers no 13th answer; a body that sends one is refused in Polish like any wrong value.
  .max(PROBE_MAX_ANSWERS, { error: sharedMessages.invalidValue })
  .superRefine((items, ctx) => {
    for (let index = 0; index < PROBE_REQUIRED_ANSWERS; index++) {
      const result = requiredAnswer.safeParse(items[index]?.answer);
      if (!result.success) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'answer'],
          message: result.error.issues[0]?.message ?? '',
        });
      }
    }
  });

/** The poll form with its answers as a list of 2 to 12 items, the same rules as `probeFormSchema`. */
export const probeAnswersFormSchema = objectOf({
  title: probeFormShape.title,
  answers: answersRule,
  isPublish: probeFormShape.isPublish,
  isActive: probeFormShape.isActive,
});
export type ProbeAnswersForm = z.infer<typeof probeAnswersFormSchema>;

export function newProbeAnswersForm(): ProbeAnswersForm {
  return {
    title: '',
    answers: Array.from({ length: PROBE_REQUIRED_ANSWERS }, () => ({ answer: '' })),
    isPublish: false,
    isActive: false,
  };
}

/** The stored answers up to the last one given (at least the two required ones). */
export function fromProbeAnswers(record: Probe): ProbeAnswersForm {
  const given = PROBE_ANSWER_FIELDS.map((field) => record[field] ?? '');
  let count = given.length;
  while (count > PROBE_REQUIRED_ANSWERS && given[count - 1] === '') count--;
  return {
    title: record.title,
    answers: given.slice(0, count).map((answer) => ({ answer })),
    isPublish: record.isPublish,
    isActive: record.isActive,
  };
}

/** answer1..answer12 from the list (blank for the missing ones) and the slug from the title. */
export function toProbePayloadFromAnswers(form: ProbeAnswersForm): ProbePayload {
  const answers = Object.fromEntries(
    PROBE_ANSWER_FIELDS.map((field, index) => [field, form.answers[index]?.answer ?? '']),
  ) as Record<ProbeAnswerField, string>;
  return toProbePayload({
    title: form.title,
    ...answers,
    isPublish: form.isPublish,
    isActive: form.isActive,
  });
}
