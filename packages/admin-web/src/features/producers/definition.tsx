/**
 * Phone producers (03 §2-§9): new and edit (the list, with its access rules, is listDefinition.tsx): root
 * only (the SDK's access table: `producersEdit`), so a phone editor sees the list alone. An
 * optional picture is uploaded to /api/media first; the list returns 2 s after a save and the edit
 * button keeps 'Zapisano' (no 4 s reset). Rules and messages: the SDK's producerFormSchema; nameSlug:
 * toProducerPayload.
 */
import {
  fromProducer,
  newProducerForm,
  producerFormSchema,
  REDIRECT_DELAYS_MS,
  toProducerPayload,
} from '@redakcja/api-sdk';
import { defineCrudForm } from '../../shared/crud/definition';
import { PRODUCER_ROUTES } from './listQueries';
import { producerQueries } from './queries';

export const producersDefinition = defineCrudForm({
  queries: producerQueries,
  routes: PRODUCER_ROUTES,
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
