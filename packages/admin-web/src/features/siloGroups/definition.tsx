/**
 * Silo groups (02 §2-§9): list with name search, new, edit ('Edycja grupy silosa'); edit leaves for the
 * list when the group is deleted or does not load; the list returns 1 s after a save. Rules and
 * messages: the SDK's siloGroupFormSchema; date and authorID travel unchanged (not shown).
 */
import {
  fromSiloGroup,
  newSiloGroupForm,
  REDIRECT_DELAYS_MS,
  siloGroupFormSchema,
  toSiloGroupPayload,
} from '@redakcja/api-sdk';
import { PublicationToggle } from '@redakcja/ui';
import { defineCrud } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { SILO_GROUP_DELETE_TEXTS } from '../../shared/siloGroupDeleteTexts';
import { siloGroupQueries } from './queries';

export const siloGroupsDefinition = defineCrud({
  queries: siloGroupQueries,
  routes: { list: 'siloGroups', new: 'siloGroupNew', edit: 'siloGroupEdit' },
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
  form: {
    schema: siloGroupFormSchema,
    empty: newSiloGroupForm,
    fromRecord: fromSiloGroup,
    toPayload: toSiloGroupPayload,
    fields: [
      { kind: 'text', name: 'name', label: 'Nazwa' },
      { kind: 'number', name: 'priority', label: 'Priorytet' },
      { kind: 'checkbox', name: 'isPublish', label: 'Opublikowana' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.siloGroups },
  },
  redirectIfDeleted: true,
});
