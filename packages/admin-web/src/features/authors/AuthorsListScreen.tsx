/**
 * The authors list (02 §7) as a list-only definition (WEB-75): the screen loads the SDK's list resource on
 * zod/mini and none of the form's schema and rules, which AuthorFormScreen.tsx adds for the new and edit
 * screens.
 */

import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn, nameColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { crudRoutes } from '../../shared/crud/routes';
import { authorListQueries } from './listQueries';

const authorsListDefinition = defineCrudList({
  queries: authorListQueries,
  routes: crudRoutes('authors'),
  texts: {
    tableLabel: 'Lista autorów',
    deleteTitle: 'Usuwanie autora',
    deleteQuestion: 'Czy na pewno chcesz usunąć tego autora?',
    deleteRowLabel: (author) => `Usuń autora ${author.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [
      idColumn(),
      nameColumn(),
      { id: 'email', header: 'E-mail', cell: (author) => author.email ?? '' },
    ],
  },
  deletedAt: (author) => author.deleted,
});

export default function AuthorsListScreen() {
  return <CrudListScreen definition={authorsListDefinition} />;
}
