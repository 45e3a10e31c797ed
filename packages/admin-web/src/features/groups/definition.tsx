/**
 * Groups, the top-level sections (02 §2-§9): list with name search, new, edit; edit leaves for the list
 * when the group is deleted; the list returns 1 s after a save. Rules and messages: the SDK's
 * groupFormSchema.
 */
import {
  fromGroup,
  groupFormSchema,
  newGroupForm,
  REDIRECT_DELAYS_MS,
  toGroupPayload,
} from '@redakcja/api-sdk';
import { PublicationToggle } from '@redakcja/ui';
import { defineCrud } from '../../shared/crud/definition';
import { META_FIELDS } from '../../shared/crud/metaFields';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { groupQueries } from './queries';

export const groupsDefinition = defineCrud({
  queries: groupQueries,
  routes: { list: 'groups', new: 'groupNew', edit: 'groupEdit' },
  texts: {
    tableLabel: 'Lista grup',
    deleteTitle: 'Usuwanie grupy',
    deleteQuestion: 'Czy na pewno chcesz usunąć tą grupę?',
    deleteRowLabel: (group) => `Usuń grupę ${group.id}`,
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
    schema: groupFormSchema,
    empty: newGroupForm,
    fromRecord: fromGroup,
    toPayload: toGroupPayload,
    fields: [
      { kind: 'text', name: 'name', label: 'Nazwa' },
      ...META_FIELDS,
      { kind: 'number', name: 'priority', label: 'Priorytet' },
      { kind: 'checkbox', name: 'isPublish', label: 'Opublikowana' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.groups },
  },
  redirectIfDeleted: true,
});
