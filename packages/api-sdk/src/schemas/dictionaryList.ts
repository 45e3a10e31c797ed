/**
 * What the glossary list reads (03 §7): a member of GET /api/dictionaries, which is the whole entry
 * (word, definition, category, isPublish, slug, ip, created). `dictionarySchema` (./dictionaries) is
 * this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the glossary list loads
// no classic zod and no form rules.
import { z } from 'zod/mini';
import { nullableRelationSchema } from './iris';
import { jsonLdShape } from './jsonLd';
import {
  booleanishSchema,
  idSchema,
  missingAsNull,
  nullableStringSchema,
  textOrEmptySchema,
} from './readers';

export const DICTIONARY_CATEGORY_RESOURCE = 'dictionarycategories';

export const dictionaryListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  word: textOrEmptySchema,
  def: nullableStringSchema,
  dictionaryCategory: missingAsNull(nullableRelationSchema(DICTIONARY_CATEGORY_RESOURCE)),
  isPublish: booleanishSchema,
  slug: nullableStringSchema,
  ip: nullableStringSchema,
  created: nullableStringSchema,
};

export const dictionaryListItemSchema = z.object(dictionaryListItemShape);
export type DictionaryListItem = z.infer<typeof dictionaryListItemSchema>;
