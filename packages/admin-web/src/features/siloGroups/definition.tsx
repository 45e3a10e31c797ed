/**
 * Silo groups (02 §2-§9): new and edit ('Edycja grupy silosa'; the list is listDefinition.tsx); edit
 * leaves for the list when the group is deleted or does not load; the list returns 1 s after a save. Rules and
 * messages: the SDK's siloGroupFormSchema; date and authorID travel unchanged (not shown).
 */
import {
  fromSiloGroup,
  newSiloGroupForm,
  REDIRECT_DELAYS_MS,
  siloGroupFormSchema,
  toSiloGroupPayload,
} from '@redakcja/api-sdk';
import { defineCrudForm } from '../../shared/crud/definition';
import { SILO_GROUP_ROUTES } from './listQueries';
import { siloGroupQueries } from './queries';

export const siloGroupsDefinition = defineCrudForm({
  queries: siloGroupQueries,
  routes: SILO_GROUP_ROUTES,
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
