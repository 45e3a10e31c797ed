import { dictionaryListItemSchema } from '../schemas/dictionaryList';
import { crudListOps, type PageFilter } from './base';
import type { ResourceContext } from './context';

export const DICTIONARIES_PATH = '/api/dictionaries';

export interface DictionaryFilter extends PageFilter {
  word?: string | undefined;
}

/**
 * What the glossary list does with /api/dictionaries (03 §7), on zod/mini (SDK-C33): list (word), pages,
 * remove. The record and its saves are `createDictionariesResource`'s (./dictionaries).
 */
export function createDictionaryListResource(ctx: ResourceContext) {
  return crudListOps<typeof dictionaryListItemSchema, DictionaryFilter>(ctx, {
    path: DICTIONARIES_PATH,
    listItem: dictionaryListItemSchema,
  });
}
export type DictionaryListResource = ReturnType<typeof createDictionaryListResource>;
