import { type DictionaryPayload, dictionarySchema } from '../schemas/dictionaries';
import { crudOps, type PageFilter } from './base';
import type { ResourceContext } from './context';

export interface DictionaryFilter extends PageFilter {
  word?: string | undefined;
}

/** /api/dictionaries: list (word), get, create, update, patch, remove. Categories: `selects.dictionaryCategories()`. */
export function createDictionariesResource(ctx: ResourceContext) {
  return crudOps<typeof dictionarySchema, typeof dictionarySchema, DictionaryPayload, DictionaryFilter>(ctx, {
    path: '/api/dictionaries',
    item: dictionarySchema,
    listItem: dictionarySchema,
  });
}
export type DictionariesResource = ReturnType<typeof createDictionariesResource>;
