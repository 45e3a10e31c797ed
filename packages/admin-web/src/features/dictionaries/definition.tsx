/**
 * The glossary, 'Słownik' (03 §2, §3, §5, §7; D8, D9): new and edit (the list is listDefinition.tsx); a
 * failed load returns to the list; the list 2 s after a save. Rules and messages: the SDK's
 * dictionaryFormSchema; the slug from the word and ip null: toDictionaryPayload.
 */
import {
  dictionaryFormSchema,
  fromDictionary,
  newDictionaryForm,
  REDIRECT_DELAYS_MS,
  toDictionaryPayload,
} from '@redakcja/api-sdk';
import { defineCrudForm } from '../../shared/crud/definition';
import { OPTIONS } from '../../shared/crud/options';
import { DICTIONARY_ROUTES } from './listQueries';
import { dictionaryQueries } from './queries';

export const dictionariesDefinition = defineCrudForm({
  queries: dictionaryQueries,
  routes: DICTIONARY_ROUTES,
  deletedAt: () => null,
  form: {
    schema: dictionaryFormSchema,
    empty: newDictionaryForm,
    fromRecord: fromDictionary,
    toPayload: toDictionaryPayload,
    fields: [
      { kind: 'text', name: 'word', label: 'Hasło' },
      { kind: 'textarea', name: 'def', label: 'Definicja' },
      {
        kind: 'select',
        name: 'dictionaryCategory',
        label: 'Kategoria',
        options: OPTIONS.dictionaryCategories,
      },
      { kind: 'checkbox', name: 'isPublish', label: 'Opublikowane' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.dictionaries },
  },
  redirectIfDeleted: false,
});
