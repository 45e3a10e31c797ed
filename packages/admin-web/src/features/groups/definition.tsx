/**
 * Groups, the top-level sections (02 §2-§9): new and edit (the list is listDefinition.tsx); edit leaves
 * for the list when the group is deleted; the list returns 1 s after a save. Rules and messages: the SDK's
 * groupFormSchema.
 */
import {
  fromGroup,
  groupFormSchema,
  newGroupForm,
  REDIRECT_DELAYS_MS,
  toGroupPayload,
} from '@redakcja/api-sdk';
import { defineCrudForm } from '../../shared/crud/definition';
import { META_FIELDS } from '../../shared/crud/metaFields';
import { GROUP_ROUTES } from './listQueries';
import { groupQueries } from './queries';

export const groupsDefinition = defineCrudForm({
  queries: groupQueries,
  routes: GROUP_ROUTES,
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
