/**
 * Groups, the top-level sections (02 §2-§9): list with name search, new, edit; edit leaves for the list
 * when the group is deleted; the list returns 1 s after a save. Rules and messages: the SDK's
 * groupFormSchema.
 */
import {
  fromGroup,
  type Group,
  type GroupForm,
  type GroupListItem,
  type GroupPayload,
  groupFormSchema,
  type NameFilter,
  newGroupForm,
  REDIRECT_DELAYS_MS,
  toGroupPayload,
} from '@redakcja/api-sdk';
import { PublicationToggle } from '@redakcja/ui';
import { defineCrud } from '../../shared/crud/definition';
import { META_FIELDS } from '../../shared/crud/metaFields';
import { byName, NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';

export const groupsDefinition = defineCrud<Group, GroupListItem, GroupForm, GroupPayload, NameFilter>({
  name: 'groups',
  resource: (client) => client.groups,
  filters: byName,
  texts: {
    tableLabel: 'Lista grup',
    searchLabel: NAME_SEARCH_LABEL,
    deleteTitle: 'Usuwanie grupy',
    deleteQuestion: 'Czy na pewno chcesz usunąć tą grupę?',
    deleteRowLabel: (group) => `Usuń grupę ${group.id}`,
  },
  columns: [
    { id: 'id', header: 'Id', cell: (group) => group.id },
    { id: 'name', header: 'Nazwa', cell: (group) => group.name, isRowHeader: true },
    { id: 'priority', header: 'Priorytet', cell: (group) => group.priority ?? 0 },
    { id: 'isPublish', header: 'Publikacja', cell: (group) => <PublicationToggle isOn={group.isPublish} /> },
  ],
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
  },
  redirectDelayMs: REDIRECT_DELAYS_MS.groups,
  redirectIfDeleted: true,
});
