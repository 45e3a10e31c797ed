/**
 * The glossary, 'Słownik' (03 §2, §3, §5, §7; D8, D9): new and edit (the list is DictionariesListScreen.tsx); a
 * failed load returns to the list; the list 2 s after a save. Rules and messages: the SDK's
 * dictionaryFormSchema; the slug from the word and ip null: toDictionaryPayload.
 */
import {
  createDictionariesResource,
  type Dictionary,
  type DictionaryFilter,
  type DictionaryListItem,
  type DictionaryPayload,
  dictionaryFormSchema,
  fromDictionary,
  newDictionaryForm,
  REDIRECT_DELAYS_MS,
  resourceOf,
  toDictionaryPayload,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { OPTIONS } from '../../shared/crud/options';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { dictionaryListQueries } from './listQueries';

/** /api/dictionaries: the list by word (listQueries.ts) and one entry. */
const dictionaryQueries = withRecordQueries<
  Dictionary,
  DictionaryListItem,
  DictionaryPayload,
  DictionaryFilter
>(dictionaryListQueries, (client) => resourceOf(client, createDictionariesResource));

const dictionariesDefinition = defineCrudForm({
  queries: dictionaryQueries,
  routes: crudRoutes('dictionaries'),
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

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(dictionariesDefinition);

/** 'Nowe hasło' (/dictionaries/new) and 'Edycja hasła' (/dictionaries/edit/:id). */
export default function DictionaryFormScreen() {
  return <CrudFormScreen definition={dictionariesDefinition} />;
}
