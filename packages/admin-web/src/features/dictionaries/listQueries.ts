import {
  createDictionaryListResource,
  type DictionaryFilter,
  type DictionaryListItem,
  resourceOf,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudListQueries } from '../../shared/crud/queries';

/** The glossary searches by word (03 §7: GET /api/dictionaries?word={q}). */
export function byWord({ page, searchQuery }: CrudListState): DictionaryFilter {
  return { page, word: searchQuery || undefined };
}

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen and its
 * route's prefetch load no glossary form rule. DictionaryFormScreen.tsx gives the forms the same keys.
 */
export const dictionaryListQueries = crudListQueries<DictionaryListItem, DictionaryFilter>({
  root: 'dictionaries',
  listResource: (client) => resourceOf(client, createDictionaryListResource),
  filters: byWord,
});
