import {
  createSubscriberListResource,
  resourceOf,
  type SubscriberListFilter,
  type SubscriberListItem,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudListQueries } from '../../shared/crud/queries';

/** The list's date range in the address ('after', 'before'), as date[after] / date[before] (03 §7). */
export const SUBSCRIBER_FILTERS = ['after', 'before'] as const;

export function byDates({ page, filters }: CrudListState): SubscriberListFilter {
  return { page, after: filters.after || undefined, before: filters.before || undefined };
}

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen and its
 * route's prefetch load no subscriber record schema and no form rule. SubscriberFormScreen.tsx gives the new form the
 * same keys.
 */
export const subscriberListQueries = crudListQueries<SubscriberListItem, SubscriberListFilter>({
  root: 'subscribers',
  listResource: (client) => resourceOf(client, createSubscriberListResource),
  filters: byDates,
});
