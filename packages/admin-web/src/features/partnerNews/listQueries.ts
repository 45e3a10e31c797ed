import {
  createPartnerNewsListResource,
  type PagingClient,
  type PartnerNewsListFilter,
  type PartnerNewsListItem,
  resourceOf,
} from '@redakcja/api-sdk';
import { queryOptions } from '@tanstack/react-query';
import type { CrudListState } from '../../shared/crud/definition';
import { crudListQueries } from '../../shared/crud/queries';

/** The list's date filter in the address ('before'), sent as start[before] (03 §7). */
export function byStart({ page, filters }: CrudListState): PartnerNewsListFilter {
  return { page, startBefore: filters.before || undefined };
}

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen and its
 * route's prefetch load no box schema and no form rule. queries.ts gives the forms the same keys. Boxes
 * are never deleted.
 */
export const partnerNewsListQueries = crudListQueries<PartnerNewsListItem, PartnerNewsListFilter>({
  root: 'partnerNews',
  listResource: (client) => ({
    list: resourceOf(client, createPartnerNewsListResource).list,
    remove: () => Promise.reject(new Error('partner-news boxes are not deleted')),
  }),
  filters: byStart,
});

/**
 * GET /api/newsletter_partner_news/last: the latest box as the add and edit rules read it (the list's
 * add button and edit link, the forms' guards).
 */
export const latestPartnerNewsQuery = (client: PagingClient) =>
  queryOptions({
    queryKey: partnerNewsListQueries.keys.other('last'),
    queryFn: ({ signal }) => resourceOf(client, createPartnerNewsListResource).last({ signal }),
    refetchOnMount: 'always',
  });
