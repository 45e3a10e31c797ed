/**
 * Phone producers (03 §2-§9): list with a name search for root and phone_editor; new, edit and delete
 * for root only (the SDK's access table: `producersEdit`), so a phone editor sees the list alone. An
 * optional picture is uploaded to /api/media first; the list returns 2 s after a save and the edit
 * button keeps 'Zapisano' (no 4 s reset). Rules and messages: the SDK's producerFormSchema; nameSlug:
 * toProducerPayload.
 */
import {
  canAccess,
  fromProducer,
  newProducerForm,
  producerFormSchema,
  REDIRECT_DELAYS_MS,
  toProducerPayload,
} from '@redakcja/api-sdk';
import { GENERIC_DELETE_QUESTION, GENERIC_DELETE_TITLE } from '@redakcja/ui';
import { type CrudContext, defineCrud } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { producerQueries } from './queries';

const mayEdit = (context: CrudContext) => canAccess(context.user.roles, 'producersEdit');

export const producersDefinition = defineCrud({
  queries: producerQueries,
  routes: { list: 'producers', new: 'producerNew', edit: 'producerEdit' },
  texts: {
    tableLabel: 'Lista producentów telefonów',
    deleteTitle: GENERIC_DELETE_TITLE,
    deleteQuestion: GENERIC_DELETE_QUESTION,
    deleteRowLabel: (producer) => `Usuń producenta ${producer.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [
      { id: 'id', header: 'Id', cell: (producer) => producer.id },
      { id: 'name', header: 'Nazwa', cell: (producer) => producer.name, isRowHeader: true },
    ],
    add: (context) => (mayEdit(context) ? { kind: 'link' } : { kind: 'none' }),
    canEdit: (_, context) => mayEdit(context),
    canDelete: (_, context) => mayEdit(context),
  },
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
