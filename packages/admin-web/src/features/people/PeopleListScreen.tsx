/**
 * The media people list (02 §7; D9: surname search disabled by default) as a list-only definition
 * (WEB-75): the screen loads the SDK's list resource on zod/mini and none of the form's schema and
 * rules, which PersonFormScreen.tsx adds for the new and edit screens. Deleted people are greyed, not linked
 * and not editable.
 */
import {
  dateTimeColumn,
  GENERIC_DELETE_QUESTION,
  GENERIC_DELETE_TITLE,
  publicationColumn,
} from '@redakcja/ui';
import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { personListQueries } from './listQueries';

const peopleListDefinition = defineCrudList({
  queries: personListQueries,
  routes: crudRoutes('people'),
  texts: {
    tableLabel: 'Lista ludzi mediów',
    deleteTitle: GENERIC_DELETE_TITLE,
    deleteQuestion: GENERIC_DELETE_QUESTION,
    deleteRowLabel: (person) => `Usuń człowieka mediów ${person.id}`,
  },
  list: {
    searchLabel: 'Szukaj po nazwisku',
    columns: [
      idColumn(),
      { id: 'name', header: 'Imię', cell: (person) => person.name },
      { id: 'surname', header: 'Nazwisko', cell: (person) => person.surname, isRowHeader: true },
      dateTimeColumn('created', 'Data dodania'),
      publicationColumn(),
    ],
  },
  deletedAt: (person) => person.deleted,
});

/** 'Ludzie mediów' (/people): mounted only where the runtime configuration enables it (D9). */
export default function PeopleListScreen() {
  return <CrudListScreen definition={peopleListDefinition} />;
}
