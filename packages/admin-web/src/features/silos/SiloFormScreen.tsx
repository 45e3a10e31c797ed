/**
 * Silos (02 §2-§9): the list (SilosListScreen.tsx) with name search whose rows show the name with a
 * 'Priorytet' line (and the 'Usunięte' line of a deleted silo); new ('Nowy Silos') and edit ('Edycja silosa'), which leaves for
 * the list when the silo is deleted or does not load. The main photo is required: a chosen file is
 * uploaded first (POST /api/media), and a silo still without one gets 'Błąd — Zdjęcie Główne' /
 * 'Pole wymagane.'. The list returns 1 s after a save. Rules and messages: the SDK's siloFormSchema.
 */
import {
  createSilosResource,
  fromSilo,
  type NameFilter,
  newSiloForm,
  REDIRECT_DELAYS_MS,
  resourceOf,
  SILO_IMAGE_LABEL,
  type Silo,
  type SiloListItem,
  type SiloPayload,
  siloFormSchema,
  toSiloPayload,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { META_FIELDS } from '../../shared/crud/metaFields';
import { OPTIONS } from '../../shared/crud/options';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { siloListQueries } from './listQueries';

/** /api/silos: the list (listQueries.ts) and one silo; saves refresh /api/silos/select (the article's silos). */
const siloQueries = withRecordQueries<Silo, SiloListItem, SiloPayload, NameFilter>(
  siloListQueries,
  (client) => resourceOf(client, createSilosResource),
);

const silosDefinition = defineCrudForm({
  queries: siloQueries,
  routes: crudRoutes('silos'),
  deletedAt: (silo) => silo.deleted,
  form: {
    schema: siloFormSchema,
    empty: newSiloForm,
    fromRecord: fromSilo,
    toPayload: toSiloPayload,
    fields: [
      { kind: 'text', name: 'name', label: 'Nazwa' },
      {
        kind: 'text',
        name: 'slug',
        label: 'Slug',
        description: 'Pozostaw puste, aby utworzyć go z nazwy.',
      },
      ...META_FIELDS,
      { kind: 'textarea', name: 'description', label: 'Opis', rows: 3 },
      { kind: 'textarea', name: 'introduction', label: 'Wstęp', rows: 5 },
      { kind: 'richText', name: 'content', label: 'Treść' },
      { kind: 'photo', name: 'mediaId', label: SILO_IMAGE_LABEL, mediaKind: 'main', required: true },
      { kind: 'multiSelect', name: 'silosGroup', label: 'Grupy silosów', options: OPTIONS.siloGroups },
      { kind: 'number', name: 'ordering', label: 'Priorytet' },
      { kind: 'checkbox', name: 'isPublish', label: 'Opublikowany' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.silos },
  },
  redirectIfDeleted: true,
});

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(silosDefinition);

export default function SiloFormScreen() {
  return <CrudFormScreen definition={silosDefinition} />;
}
