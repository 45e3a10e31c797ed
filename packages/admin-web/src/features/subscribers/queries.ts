import {
  createSubscribersResource,
  resourceOf,
  type Subscriber,
  type SubscriberListFilter,
  type SubscriberListItem,
  type SubscriberPayload,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { subscriberListQueries } from './listQueries';

/** /api/subscribers: the list by date range (listQueries.ts), one subscriber, create (they are never edited). */
export const subscriberQueries = withRecordQueries<
  Subscriber,
  SubscriberListItem,
  SubscriberPayload,
  SubscriberListFilter
>(subscriberListQueries, (client) => ({
  ...resourceOf(client, createSubscribersResource),
  update: () => Promise.reject(new Error('subscribers have no edit screen')),
}));
