/**
 * The glossary list, 'Słownik' (03 §7; D9: disabled by default), with a word search, as a list-only
 * definition (WEB-75): its path (the screen, the route's prefetch) loads the SDK's list resource on
 * zod/mini and none of the form's schema and rules, which DictionaryFormScreen.tsx adds for the new and edit
 * screens.
 */
import { GENERIC_DELETE_QUESTION, GENERIC_DELETE_TITLE, publicationColumn } from '@redakcja/ui';
import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { dictionaryListQueries } from './listQueries';

const dictionariesListDefinition = defineCrudList({
  queries: dictionaryListQueries,
  routes: crudRoutes('dictionaries'),
  texts: {
    tableLabel: 'Lista haseł',
    deleteTitle: GENERIC_DELETE_TITLE,
    deleteQuestion: GENERIC_DELETE_QUESTION,
    deleteRowLabel: (entry) => `Usuń hasło ${entry.id}`,
  },
  list: {
    searchLabel: 'Szukaj po haśle',
    columns: [
      idColumn(),
      { id: 'word', header: 'Hasło', cell: (entry) => entry.word, isRowHeader: true },
      publicationColumn(),
    ],
  },
  deletedAt: () => null,
});

/** 'Słownik' (/dictionaries): mounted only where the runtime configuration enables it (D9). */
export default function DictionariesListScreen() {
  return <CrudListScreen definition={dictionariesListDefinition} />;
}
