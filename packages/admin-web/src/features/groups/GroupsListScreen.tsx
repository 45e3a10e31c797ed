/**
 * The groups list (02 §7) as a list-only definition (WEB-75): its path (the screen, the route's prefetch)
 * loads the SDK's list resource on zod/mini and none of the form's schema and rules, which GroupFormScreen.tsx
 * adds for the new and edit screens.
 */
import { publicationColumn } from '@redakcja/ui';
import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn, nameColumn, priorityColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { crudRoutes } from '../../shared/crud/routes';
import { groupListQueries } from './listQueries';

const groupsListDefinition = defineCrudList({
  queries: groupListQueries,
  routes: crudRoutes('groups'),
  texts: {
    tableLabel: 'Lista grup',
    deleteTitle: 'Usuwanie grupy',
    deleteQuestion: 'Czy na pewno chcesz usunąć tą grupę?',
    deleteRowLabel: (group) => `Usuń grupę ${group.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [idColumn(), nameColumn(), priorityColumn(), publicationColumn()],
  },
  deletedAt: (group) => group.deleted,
});

export default function GroupsListScreen() {
  return <CrudListScreen definition={groupsListDefinition} />;
}
