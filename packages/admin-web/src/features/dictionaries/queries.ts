import {
  createDictionariesResource,
  type Dictionary,
  type DictionaryFilter,
  type DictionaryPayload,
  resourceOf,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudQueries } from '../../shared/crud/queries';

/** The glossary searches by word (03 §7: GET /api/dictionaries?word={q}). */
export function byWord({ page, searchQuery }: CrudListState): DictionaryFilter {
  return { page, word: searchQuery || undefined };
}

/** /api/dictionaries: list by word, one entry. */
export const dictionaryQueries = crudQueries<Dictionary, Dictionary, DictionaryPayload, DictionaryFilter>({
  root: 'dictionaries',
  resource: (client) => resourceOf(client, createDictionariesResource),
  filters: byWord,
});
