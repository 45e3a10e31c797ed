/**
 * Press publishers, 'Wydawcy prasy' (01 §2 disabled areas; D6, D9; SDK-35, WEB-RF4): disabled by
 * default; new and edit with the name (the list, with its name search and delete, is listDefinition.tsx).
 * The magazine form's 'Wydawca' offers them.
 */
import {
  fromPressPublisher,
  newPressPublisherForm,
  pressPublisherFormSchema,
  REDIRECT_DELAYS_MS,
  toPressPublisherPayload,
} from '@redakcja/api-sdk';
import { defineCrudForm } from '../../shared/crud/definition';
import { PRESS_PUBLISHER_ROUTES } from './listQueries';
import { pressPublisherQueries } from './queries';

export const pressPublishersDefinition = defineCrudForm({
  queries: pressPublisherQueries,
  routes: PRESS_PUBLISHER_ROUTES,
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
