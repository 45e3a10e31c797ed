/**
 * The categories list (02 §7) as a list-only definition (WEB-75): its path (the screen, the route's
 * prefetch) loads the SDK's list resource on zod/mini and none of the form's schema and rules, which
 * CategoryFormScreen.tsx adds for the new and edit screens.
 */
import { publicationColumn } from '@redakcja/ui';
import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn, nameColumn, orderingColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { crudRoutes } from '../../shared/crud/routes';
import { categoryListQueries } from './listQueries';

const categoriesListDefinition = defineCrudList({
  queries: categoryListQueries,
  routes: crudRoutes('categories'),
  texts: {
    tableLabel: 'Lista kategorii',
    deleteTitle: 'Usuwanie kategorii',
    deleteQuestion: 'Czy na pewno chcesz usunąć tą kategorię?',
    deleteRowLabel: (category) => `Usuń kategorię ${category.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [idColumn(), nameColumn(), orderingColumn(), publicationColumn()],
  },
  deletedAt: (category) => category.deleted,
});

export default function CategoriesListScreen() {
  return <CrudListScreen definition={categoriesListDefinition} />;
}
