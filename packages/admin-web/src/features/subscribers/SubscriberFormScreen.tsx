/**
 * Newsletter subscribers (03 §2-§9): the new form (the email rule 'Wprowadź poprawny adres email'),
 * created with addByAdmin and activeP true (toSubscriberPayload), the list 2 s after a save. The list is
 * SubscribersListScreen.tsx.
 */
import {
  createSubscribersResource,
  newSubscriberForm,
  REDIRECT_DELAYS_MS,
  resourceOf,
  type Subscriber,
  type SubscriberListFilter,
  type SubscriberListItem,
  type SubscriberPayload,
  subscriberFormSchema,
  toSubscriberPayload,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { subscriberListQueries } from './listQueries';

/** /api/subscribers: the list by date range (listQueries.ts), one subscriber, create (they are never edited). */
const subscriberQueries = withRecordQueries<
  Subscriber,
  SubscriberListItem,
  SubscriberPayload,
  SubscriberListFilter
>(subscriberListQueries, (client) => ({
  ...resourceOf(client, createSubscribersResource),
  update: () => Promise.reject(new Error('subscribers have no edit screen')),
}));

const subscribersDefinition = defineCrudForm({
  queries: subscriberQueries,
  routes: crudRoutes('subscribers'),
  deletedAt: (subscriber) => subscriber.deleted,
  form: {
    schema: subscriberFormSchema,
    empty: newSubscriberForm,
    fromRecord: (subscriber) => ({ email: subscriber.email }),
    toPayload: toSubscriberPayload,
    fields: [{ kind: 'text', name: 'email', label: 'Email' }],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.subscribers },
  },
  redirectIfDeleted: false,
});

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(subscribersDefinition);

/** 'Nowy subskrybent' (/subscribers/new). */
export default function SubscriberFormScreen() {
  return <CrudFormScreen definition={subscribersDefinition} />;
}
