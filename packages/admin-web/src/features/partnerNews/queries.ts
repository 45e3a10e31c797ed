import {
  createPartnerNewsResource,
  type PagingClient,
  type PartnerNewsBox,
  type PartnerNewsListFilter,
  type PartnerNewsListItem,
  type PartnerNewsPayload,
  resourceOf,
} from '@redakcja/api-sdk';
import { queryOptions } from '@tanstack/react-query';
import type { CrudListState } from '../../shared/crud/definition';
import { crudQueries } from '../../shared/crud/queries';

/** The list's date filter in the address ('before'), sent as start[before] (03 §7). */
export function byStart({ page, filters }: CrudListState): PartnerNewsListFilter {
  return { page, startBefore: filters.before || undefined };
}

/**
 * /api/newsletter_partner_news: list by page and start, one box; boxes are saved by the form's own
 * multipart call (`send`) and never deleted.
 */
export const partnerNewsQueries = crudQueries<
  PartnerNewsBox,
  PartnerNewsListItem,
  PartnerNewsPayload,
  PartnerNewsListFilter
>({
  root: 'partnerNews',
  resource: (client) => ({
    list: resourceOf(client, createPartnerNewsResource).list,
    get: resourceOf(client, createPartnerNewsResource).get,
    create: (payload) => resourceOf(client, createPartnerNewsResource).create(payload),
    update: (id, payload) => resourceOf(client, createPartnerNewsResource).update(id, payload),
    remove: () => Promise.reject(new Error('partner-news boxes are not deleted')),
  }),
  filters: byStart,
});

/** GET /api/newsletter_partner_news/last: the latest box (the add rule, the edit rule). */
export const latestPartnerNewsQuery = (client: PagingClient) =>
  queryOptions({
    queryKey: partnerNewsQueries.keys.other('last'),
    queryFn: ({ signal }) => resourceOf(client, createPartnerNewsResource).last({ signal }),
    refetchOnMount: 'always',
  });
