/**
 * The glossary, 'Słownik' (03 §2, §3, §5, §7; D8, D9): disabled by default; list with a word search, new
 * and edit; a failed load returns to the list; the list 2 s after a save. Rules and messages: the SDK's
 * dictionaryFormSchema; the slug from the word and ip null: toDictionaryPayload.
 */
import {
  dictionaryFormSchema,
  fromDictionary,
  newDictionaryForm,
  REDIRECT_DELAYS_MS,
  toDictionaryPayload,
} from '@redakcja/api-sdk';
import { GENERIC_DELETE_QUESTION, GENERIC_DELETE_TITLE, PublicationToggle } from '@redakcja/ui';
import { defineCrud } from '../../shared/crud/definition';
import { OPTIONS } from '../../shared/crud/options';
import { dictionaryQueries } from './queries';

export const dictionariesDefinition = defineCrud({
  queries: dictionaryQueries,
  routes: { list: 'dictionaries', new: 'dictionaryNew', edit: 'dictionaryEdit' },
  texts: {
    tableLabel: 'Lista haseł',
    deleteTitle: GENERIC_DELETE_TITLE,
    deleteQuestion: GENERIC_DELETE_QUESTION,
    deleteRowLabel: (entry) => `Usuń hasło ${entry.id}`,
  },
  list: {
    searchLabel: 'Szukaj po haśle',
    columns: [
      { id: 'id', header: 'Id', cell: (entry) => entry.id },
      { id: 'word', header: 'Hasło', cell: (entry) => entry.word, isRowHeader: true },
      {
        id: 'isPublish',
        header: 'Publikacja',
        cell: (entry) => <PublicationToggle isOn={entry.isPublish} />,
      },
    ],
  },
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
