/**
 * Groups, the top-level sections (02 §2-§9): new and edit (the list is GroupsListScreen.tsx); edit leaves
 * for the list when the group is deleted; the list returns 1 s after a save. Rules and messages: the SDK's
 * groupFormSchema.
 */
import {
  createGroupsResource,
  fromGroup,
  type Group,
  type GroupListItem,
  type GroupPayload,
  groupFormSchema,
  type NameFilter,
  newGroupForm,
  REDIRECT_DELAYS_MS,
  resourceOf,
  toGroupPayload,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { META_FIELDS } from '../../shared/crud/metaFields';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { groupListQueries } from './listQueries';

/** /api/groups: the list (listQueries.ts) and one group; saves refresh /api/groups/select (the category form's groups). */
const groupQueries = withRecordQueries<Group, GroupListItem, GroupPayload, NameFilter>(
  groupListQueries,
  (client) => resourceOf(client, createGroupsResource),
);

const groupsDefinition = defineCrudForm({
  queries: groupQueries,
  routes: crudRoutes('groups'),
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

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(groupsDefinition);

/** 'Nowa grupa' (/groups/new) and 'Edycja grupy' (/groups/edit/:id). */
export default function GroupFormScreen() {
  return <CrudFormScreen definition={groupsDefinition} />;
}
