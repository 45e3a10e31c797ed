/**
 * Dictionary entries, the glossary (03 §3, §5, §7): word 2-255 required, definition, category required,
 * isPublish; the slug is derived from the word and ip is sent as null.
 */
import { z } from 'zod';
import { dictionaryListItemShape } from './dictionaryList';
import {
  iriSchema,
  lengthLimits,
  objectOf,
  optionalText,
  requiredBoolean,
  requiredText,
  sharedMessages,
  slugify,
  slugRule,
} from './shared';

/** SDK-9: the word is 'Hasło' in the glossary; messages follow the spec's length pattern. */
const wordLength = lengthLimits('Hasło', { min: 2, max: 255 });

export const dictionaryMessages = {
  wordRequired: sharedMessages.required,
  wordMin: wordLength.min[1],
  wordMax: wordLength.max[1],
  categoryRequired: sharedMessages.required,
} as const;

/** One entry (GET /api/dictionaries/{id}): the list's member (./dictionaryList) as it is. */
export const dictionarySchema = z.object(dictionaryListItemShape);
export type Dictionary = z.infer<typeof dictionarySchema>;

const categoryRule = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .string({
      error: (issue) =>
        issue.input == null ? dictionaryMessages.categoryRequired : sharedMessages.invalidReference,
    })
    .superRefine((value, ctx) => {
      if (value.trim() === '') ctx.addIssue({ code: 'custom', message: dictionaryMessages.categoryRequired });
      else if (!iriSchema.safeParse(value).success) {
        ctx.addIssue({ code: 'custom', message: sharedMessages.invalidReference });
      }
    }),
);

const dictionaryFormShape = {
  word: requiredText({ required: dictionaryMessages.wordRequired, ...wordLength }),
  def: optionalText(),
  dictionaryCategory: categoryRule,
  isPublish: requiredBoolean(),
};

export const dictionaryFormSchema = objectOf(dictionaryFormShape);
export type DictionaryForm = z.infer<typeof dictionaryFormSchema>;

export function newDictionaryForm(): DictionaryForm {
  return { word: '', def: '', dictionaryCategory: '', isPublish: false };
}

export function fromDictionary(record: Dictionary): DictionaryForm {
  return {
    word: record.word,
    def: record.def ?? '',
    dictionaryCategory: record.dictionaryCategory ?? '',
    isPublish: record.isPublish,
  };
}

export const dictionaryPayloadSchema = objectOf({
  ...dictionaryFormShape,
  slug: slugRule(),
  // The server records the address itself (SB-18): whatever a body says is ignored, not refused.
  ip: z.unknown().optional(),
});
export type DictionaryPayload = z.infer<typeof dictionaryPayloadSchema>;

/** The slug from the word, ip null. */
export function toDictionaryPayload(form: DictionaryForm): DictionaryPayload {
  return { ...form, slug: slugify(form.word), ip: null };
}
