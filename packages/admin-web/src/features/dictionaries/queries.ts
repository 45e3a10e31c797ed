import {
  createDictionariesResource,
  type Dictionary,
  type DictionaryFilter,
  type DictionaryListItem,
  type DictionaryPayload,
  resourceOf,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { dictionaryListQueries } from './listQueries';

/** /api/dictionaries: the list by word (listQueries.ts) and one entry. */
export const dictionaryQueries = withRecordQueries<
  Dictionary,
  DictionaryListItem,
  DictionaryPayload,
  DictionaryFilter
>(dictionaryListQueries, (client) => resourceOf(client, createDictionariesResource));
