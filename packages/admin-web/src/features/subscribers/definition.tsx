/**
 * Newsletter subscribers (03 §2-§9): the new form (the email rule 'Wprowadź poprawny adres email'),
 * created with addByAdmin and activeP true (toSubscriberPayload), the list 2 s after a save. The list is
 * listDefinition.tsx.
 */
import {
  newSubscriberForm,
  REDIRECT_DELAYS_MS,
  subscriberFormSchema,
  toSubscriberPayload,
} from '@redakcja/api-sdk';
import { defineCrudForm } from '../../shared/crud/definition';
import { SUBSCRIBER_ROUTES } from './listQueries';
import { subscriberQueries } from './queries';

export const subscribersDefinition = defineCrudForm({
  queries: subscriberQueries,
  routes: SUBSCRIBER_ROUTES,
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
