/**
 * The three meta fields of groups, categories and silos (02 §5, SDK-17).
 */

import { nullableText } from './fieldRules';
import { lengthLimits } from './messages';

/** Length limits of meta fields (02 §5: 'Meta tytuł musi posiadać ...', used for all three, SDK-17). */
const metaFieldLength = lengthLimits('Meta tytuł', { min: 2, max: 255 });

export const metaFieldMessages = {
  min: metaFieldLength.min[1],
  max: metaFieldLength.max[1],
} as const;

/** The three optional meta fields of groups, categories and silos: null or blank, else 2-255. */
export function metaFieldsShape() {
  return {
    metaTitle: nullableText(metaFieldLength),
    metaKeywords: nullableText(metaFieldLength),
    metaDescription: nullableText(metaFieldLength),
  };
}

/** Blank text as null: what nullable text fields send. */
export function blankToNull(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim() === '' ? null : value;
}

type MetaFields = Record<'metaTitle' | 'metaKeywords' | 'metaDescription', string | null>;

/** The three meta fields of a body: blank ones are sent as null (SDK-17). */
export function metaFieldsPayload(form: MetaFields): MetaFields {
  return {
    metaTitle: blankToNull(form.metaTitle),
    metaKeywords: blankToNull(form.metaKeywords),
    metaDescription: blankToNull(form.metaDescription),
  };
}
