/**
 * Press publishers, 'Wydawcy prasy' (01 §2 disabled areas; D6, D9; SDK-35, WEB-RF4): disabled by
 * default; name search; new and edit with the name; delete 'Usuwanie wydawcy' (refused by the API while
 * magazines name the publisher: the list says the delete failed). The magazine form's 'Wydawca' offers them.
 */
import {
  fromPressPublisher,
  newPressPublisherForm,
  pressPublisherFormSchema,
  REDIRECT_DELAYS_MS,
  toPressPublisherPayload,
} from '@redakcja/api-sdk';
import { defineCrud } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { pressPublisherQueries } from './queries';

export const pressPublishersDefinition = defineCrud({
  queries: pressPublisherQueries,
  routes: { list: 'pressPublishers', new: 'pressPublisherNew', edit: 'pressPublisherEdit' },
  texts: {
    tableLabel: 'Lista wydawców prasy',
    deleteTitle: 'Usuwanie wydawcy',
    deleteQuestion: 'Czy na pewno chcesz usunąć wydawcę?',
    deleteRowLabel: (publisher) => `Usuń wydawcę ${publisher.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [
      { id: 'id', header: 'Id', cell: (publisher) => publisher.id },
      { id: 'name', header: 'Nazwa', cell: (publisher) => publisher.name, isRowHeader: true },
    ],
  },
  deletedAt: () => null,
  form: {
    schema: pressPublisherFormSchema,
    empty: newPressPublisherForm,
    fromRecord: fromPressPublisher,
    toPayload: toPressPublisherPayload,
    fields: [{ kind: 'text', name: 'name', label: 'Nazwa' }],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.pressPublishers },
  },
  redirectIfDeleted: false,
});
