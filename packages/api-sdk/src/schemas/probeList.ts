/**
 * What the polls list reads (03 §7): a member of GET /api/probes, which is the whole poll (title, the
 * twelve answers, isPublish, isActive, slug). `probeSchema` (./probes) is this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the polls list loads no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { PROBE_MAX_ANSWERS } from '../constants';
import { jsonLdShape } from './jsonLd';
import { booleanishSchema, idSchema, nullableStringSchema, textOrEmptySchema } from './readers';

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

export const probeListItemShape = {
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
};

export const probeListItemSchema = z.object(probeListItemShape);
export type ProbeListItem = z.infer<typeof probeListItemSchema>;
