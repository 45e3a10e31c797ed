import {
  createNewsletterListResource,
  type NewsletterListFilter,
  type PagingClient,
  resourceOf,
} from '@redakcja/api-sdk';
import { queryOptions } from '@tanstack/react-query';
import { listQueryFn } from '../../../shared/listRefresh';
import { queryKeyFactory } from '../../../shared/queryKeys';

export const newsletterListKeys = queryKeyFactory('newsletters');

export interface NewsletterListState {
  page: number;
  /** The date filter of the address ('before'), sent as loggedAt[before] (03 §7). */
  before: string;
}

export function newsletterListFilter({ page, before }: NewsletterListState): NewsletterListFilter {
  return { page, loggedAtBefore: before || undefined };
}

/**
 * GET /api/newsletters by page and date, on the SDK's list resource (zod/mini, SDK-C33): the list screen
 * and its route's prefetch load none of the builder's schemas.
 */
export const newsletterListQuery = (client: PagingClient, state: NewsletterListState) =>
  queryOptions({
    queryKey: newsletterListKeys.list(state),
    queryFn: listQueryFn((signal) =>
      resourceOf(client, createNewsletterListResource).list(newsletterListFilter(state), { signal }),
    ),
  });
