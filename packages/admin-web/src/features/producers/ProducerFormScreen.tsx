/**
 * Phone producers (03 §2-§9): new and edit (the list, with its access rules, is ProducersListScreen.tsx): root
 * only (the SDK's access table: `producersEdit`), so a phone editor sees the list alone. An
 * optional picture is uploaded to /api/media first; the list returns 2 s after a save and the edit
 * button keeps 'Zapisano' (no 4 s reset). Rules and messages: the SDK's producerFormSchema; nameSlug:
 * toProducerPayload.
 */
import {
  createProducersResource,
  fromProducer,
  type NameFilter,
  newProducerForm,
  type Producer,
  type ProducerListItem,
  type ProducerPayload,
  producerFormSchema,
  REDIRECT_DELAYS_MS,
  resourceOf,
  toProducerPayload,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { producerListQueries } from './listQueries';

/** /api/producers: the list (listQueries.ts) and one producer. */
const producerQueries = withRecordQueries<Producer, ProducerListItem, ProducerPayload, NameFilter>(
  producerListQueries,
  (client) => resourceOf(client, createProducersResource),
);

const producersDefinition = defineCrudForm({
  queries: producerQueries,
  routes: crudRoutes('producers'),
  deletedAt: (producer) => producer.deleted,
  form: {
    schema: producerFormSchema,
    empty: newProducerForm,
    fromRecord: fromProducer,
    toPayload: toProducerPayload,
    fields: [
      { kind: 'text', name: 'name', label: 'Nazwa' },
      { kind: 'photo', name: 'mediaId', label: 'Zdjęcie', mediaKind: 'main', allowNone: true },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.producers },
    keepFinalLabel: true,
  },
  redirectIfDeleted: true,
});

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(producersDefinition);

/** 'Nowy producent telefonów' (/producers/new) and 'Edycja producenta telefonów' (/producers/edit/:id). */
export default function ProducerFormScreen() {
  return <CrudFormScreen definition={producersDefinition} />;
}
