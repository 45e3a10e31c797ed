/**
 * Silo groups (02 §2-§9): new and edit ('Edycja grupy silosa'; the list is SiloGroupsListScreen.tsx); edit
 * leaves for the list when the group is deleted or does not load; the list returns 1 s after a save. Rules and
 * messages: the SDK's siloGroupFormSchema; date and authorID travel unchanged (not shown).
 */
import {
  createSiloGroupsResource,
  fromSiloGroup,
  type NameFilter,
  newSiloGroupForm,
  REDIRECT_DELAYS_MS,
  resourceOf,
  type SiloGroup,
  type SiloGroupListItem,
  type SiloGroupPayload,
  siloGroupFormSchema,
  toSiloGroupPayload,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { siloGroupListQueries } from './listQueries';

/** /api/silos_groups: the list (listQueries.ts) and one group; saves refresh /api/silos_groups/select (the silo form's groups). */
const siloGroupQueries = withRecordQueries<SiloGroup, SiloGroupListItem, SiloGroupPayload, NameFilter>(
  siloGroupListQueries,
  (client) => resourceOf(client, createSiloGroupsResource),
);

const siloGroupsDefinition = defineCrudForm({
  queries: siloGroupQueries,
  routes: crudRoutes('siloGroups'),
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

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(siloGroupsDefinition);

export default function SiloGroupFormScreen() {
  return <CrudFormScreen definition={siloGroupsDefinition} />;
}
