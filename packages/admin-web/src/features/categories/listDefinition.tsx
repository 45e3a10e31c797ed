/**
 * The categories list (02 §7) as a list-only definition (WEB-75): its path (the screen, the route's
 * prefetch) loads the SDK's list resource on zod/mini and none of the form's schema and rules, which
 * definition.tsx adds for the new and edit screens.
 */
import { PublicationToggle } from '@redakcja/ui';
import { defineCrudList } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { CATEGORY_ROUTES, categoryListQueries } from './listQueries';

export const categoriesListDefinition = defineCrudList({
  queries: categoryListQueries,
  routes: CATEGORY_ROUTES,
  texts: {
    tableLabel: 'Lista kategorii',
    deleteTitle: 'Usuwanie kategorii',
    deleteQuestion: 'Czy na pewno chcesz usunąć tą kategorię?',
    deleteRowLabel: (category) => `Usuń kategorię ${category.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [
      { id: 'id', header: 'Id', cell: (category) => category.id },
      { id: 'name', header: 'Nazwa', cell: (category) => category.name, isRowHeader: true },
      { id: 'ordering', header: 'Kolejność', cell: (category) => category.ordering ?? 0 },
      {
        id: 'isPublish',
        header: 'Publikacja',
        cell: (category) => <PublicationToggle isOn={category.isPublish} />,
      },
    ],
  },
  deletedAt: (category) => category.deleted,
});
