/**
 * The 'Wydawcy prasy' list as a list-only definition (WEB-75): its path (the screen, the route's
 * prefetch) loads the SDK's list resource on zod/mini and none of the form's schema and rules, which
 * PressPublisherFormScreen.tsx adds for the new and edit screens. Delete 'Usuwanie wydawcy' (refused by the API while
 * magazines name the publisher: the list says the delete failed).
 */

import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn, nameColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { crudRoutes } from '../../shared/crud/routes';
import { pressPublisherListQueries } from './listQueries';

const pressPublishersListDefinition = defineCrudList({
  queries: pressPublisherListQueries,
  routes: crudRoutes('pressPublishers'),
  texts: {
    tableLabel: 'Lista wydawców prasy',
    deleteTitle: 'Usuwanie wydawcy',
    deleteQuestion: 'Czy na pewno chcesz usunąć wydawcę?',
    deleteRowLabel: (publisher) => `Usuń wydawcę ${publisher.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [idColumn(), nameColumn()],
  },
  deletedAt: () => null,
});

/** 'Wydawcy prasy' (/press_publishers): mounted only where the runtime configuration enables it (D9). */
export default function PressPublishersListScreen() {
  return <CrudListScreen definition={pressPublishersListDefinition} />;
}
