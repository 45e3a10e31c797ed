import { type DictionaryPayload, dictionarySchema } from '../schemas/dictionaries';
import { dictionaryListItemSchema } from '../schemas/dictionaryList';
import { crudOps } from './base';
import type { ResourceContext } from './context';
import { DICTIONARIES_PATH, type DictionaryFilter } from './dictionaryList';

/** /api/dictionaries: list (word), get, create, update, patch, remove. Categories: `selects.dictionaryCategories()`. */
export function createDictionariesResource(ctx: ResourceContext) {
  return crudOps<
    typeof dictionarySchema,
    typeof dictionaryListItemSchema,
    DictionaryPayload,
    DictionaryFilter
  >(ctx, {
    path: DICTIONARIES_PATH,
    item: dictionarySchema,
    listItem: dictionaryListItemSchema,
  });
}
export type DictionariesResource = ReturnType<typeof createDictionariesResource>;
