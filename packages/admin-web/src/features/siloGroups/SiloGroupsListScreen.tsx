/**
 * The silo groups list (02 §7) as a list-only definition (WEB-75): the screen loads the SDK's list
 * resource on zod/mini and none of the form's schema and rules, which SiloGroupFormScreen.tsx adds for the new and
 * edit screens.
 */
import { publicationColumn } from '@redakcja/ui';
import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn, nameColumn, priorityColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { crudRoutes } from '../../shared/crud/routes';
import { SILO_GROUP_DELETE_TEXTS } from '../../shared/siloGroupDeleteTexts';
import { siloGroupListQueries } from './listQueries';

const siloGroupsListDefinition = defineCrudList({
  queries: siloGroupListQueries,
  routes: crudRoutes('siloGroups'),
  texts: {
    tableLabel: 'Lista grup silosów',
    ...SILO_GROUP_DELETE_TEXTS,
    deleteRowLabel: (group) => `Usuń grupę silosów ${group.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [idColumn(), nameColumn(), priorityColumn(), publicationColumn()],
  },
  deletedAt: (group) => group.deleted,
});

export default function SiloGroupsListScreen() {
  return <CrudListScreen definition={siloGroupsListDefinition} />;
}
