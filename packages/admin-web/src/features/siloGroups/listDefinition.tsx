/**
 * The silo groups list (02 §7) as a list-only definition (WEB-75): the screen loads the SDK's list
 * resource on zod/mini and none of the form's schema and rules, which definition.tsx adds for the new and
 * edit screens.
 */
import { PublicationToggle } from '@redakcja/ui';
import { defineCrudList } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { SILO_GROUP_DELETE_TEXTS } from '../../shared/siloGroupDeleteTexts';
import { SILO_GROUP_ROUTES, siloGroupListQueries } from './listQueries';

export const siloGroupsListDefinition = defineCrudList({
  queries: siloGroupListQueries,
  routes: SILO_GROUP_ROUTES,
  texts: {
    tableLabel: 'Lista grup silosów',
    ...SILO_GROUP_DELETE_TEXTS,
    deleteRowLabel: (group) => `Usuń grupę silosów ${group.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [
      { id: 'id', header: 'Id', cell: (group) => group.id },
      { id: 'name', header: 'Nazwa', cell: (group) => group.name, isRowHeader: true },
      { id: 'priority', header: 'Priorytet', cell: (group) => group.priority ?? 0 },
      {
        id: 'isPublish',
        header: 'Publikacja',
        cell: (group) => <PublicationToggle isOn={group.isPublish} />,
      },
    ],
  },
  deletedAt: (group) => group.deleted,
});
