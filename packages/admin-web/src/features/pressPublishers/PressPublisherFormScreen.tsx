/**
 * Press publishers, 'Wydawcy prasy' (01 §2 disabled areas; D6, D9; SDK-35, WEB-RF4): disabled by
 * default; new and edit with the name (the list, with its name search and delete, is PressPublishersListScreen.tsx).
 * The magazine form's 'Wydawca' offers them.
 */
import {
  createPressPublishersResource,
  fromPressPublisher,
  type NameFilter,
  newPressPublisherForm,
  type PressPublisher,
  type PressPublisherListItem,
  type PressPublisherPayload,
  pressPublisherFormSchema,
  REDIRECT_DELAYS_MS,
  resourceOf,
  toPressPublisherPayload,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { pressPublisherListQueries } from './listQueries';

/**
 * /api/press_publishers: the list (listQueries.ts) and one publisher; saves refresh the magazine form's
 * publishers.
 */
const pressPublisherQueries = withRecordQueries<
  PressPublisher,
  PressPublisherListItem,
  PressPublisherPayload,
  NameFilter
>(pressPublisherListQueries, (client) => resourceOf(client, createPressPublishersResource));

const pressPublishersDefinition = defineCrudForm({
  queries: pressPublisherQueries,
  routes: crudRoutes('pressPublishers'),
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

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(pressPublishersDefinition);

/** 'Nowy wydawca' (/press_publishers/new) and 'Edycja wydawcy' (/press_publishers/edit/:id). */
export default function PressPublisherFormScreen() {
  return <CrudFormScreen definition={pressPublishersDefinition} />;
}
