import {
  createSubscribersResource,
  resourceOf,
  type Subscriber,
  type SubscriberListFilter,
  type SubscriberPayload,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudQueries } from '../../shared/crud/queries';

/** The list's date range in the address ('after', 'before'), as date[after] / date[before] (03 §7). */
export const SUBSCRIBER_FILTERS = ['after', 'before'] as const;

export function byDates({ page, filters }: CrudListState): SubscriberListFilter {
  return { page, after: filters.after || undefined, before: filters.before || undefined };
}

/** /api/subscribers: list by date range, one subscriber, create, delete (they are never edited). */
export const subscriberQueries = crudQueries<Subscriber, Subscriber, SubscriberPayload, SubscriberListFilter>(
  {
    root: 'subscribers',
    resource: (client) => ({
      ...resourceOf(client, createSubscribersResource),
      update: () => Promise.reject(new Error('subscribers have no edit screen')),
    }),
    filters: byDates,
  },
);
