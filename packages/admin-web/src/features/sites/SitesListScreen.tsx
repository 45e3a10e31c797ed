/**
 * The static pages list (03 §7; 'Czy na pewno chcesz usunąć tą stronę?') as a list-only definition
 * (WEB-75): the screen loads the SDK's list resource on zod/mini and none of the form's schema and rules,
 * which SiteFormScreen.tsx adds for the new and edit screens.
 */

import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn, priorityColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { crudRoutes } from '../../shared/crud/routes';
import { siteListQueries } from './listQueries';

const sitesListDefinition = defineCrudList({
  queries: siteListQueries,
  routes: crudRoutes('sites'),
  texts: {
    tableLabel: 'Lista stron',
    deleteTitle: 'Usuwanie strony',
    deleteQuestion: 'Czy na pewno chcesz usunąć tą stronę?',
    deleteRowLabel: (site) => `Usuń stronę ${site.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [
      idColumn(),
      { id: 'title', header: 'Tytuł', cell: (site) => site.title, isRowHeader: true },
      priorityColumn(),
    ],
  },
  deletedAt: (site) => site.deleted,
});

export default function SitesListScreen() {
  return <CrudListScreen definition={sitesListDefinition} />;
}
