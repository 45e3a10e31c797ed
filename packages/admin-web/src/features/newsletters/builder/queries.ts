import {
  createAuthorsResource,
  createJobOffersResource,
  createNewslettersResource,
  createSelectsResource,
  type Id,
  type PagingClient,
  resourceOf,
} from '@redakcja/api-sdk';
import { queryOptions } from '@tanstack/react-query';
import { queryKeyFactory } from '../../../shared/queryKeys';

export const newsletterKeys = queryKeyFactory('newsletters');

/** GET /api/newsletter_data: the last record (the prefill), the articles, offers, date and next file name. */
export const builderDataQuery = (client: PagingClient) =>
  queryOptions({
    queryKey: newsletterKeys.other('builderData'),
    queryFn: ({ signal }) => resourceOf(client, createNewslettersResource).data({ signal }),
    // Every visit starts from the server's current record and articles.
    staleTime: 0,
    gcTime: 0,
  });

/** GET /api/newsletters/{id}: the record an edit route (D25) prefills the builder from. */
export const newsletterRecordQuery = (client: PagingClient, id: Id) =>
  queryOptions({
    queryKey: newsletterKeys.detail(id),
    queryFn: ({ signal }) => resourceOf(client, createNewslettersResource).get(id, { signal }),
    staleTime: 0,
  });

/** GET /api/newsletters_images/select: the existing banner images (id, label, href). */
export const bannerImagesQuery = (client: PagingClient) =>
  queryOptions({
    queryKey: newsletterKeys.other('bannerImages'),
    queryFn: ({ signal }) => resourceOf(client, createSelectsResource).newsletterImages({ signal }),
  });

/** GET /api/job_offers/latest (D7): the offers 'Ustaw oferty' chooses from. */
export const latestJobOffersQuery = (client: PagingClient) =>
  queryOptions({
    queryKey: newsletterKeys.other('latestJobOffers'),
    queryFn: ({ signal }) => resourceOf(client, createJobOffersResource).latest({ signal }),
  });

/** GET /api/authors/full/{id}: the lead segment's author with the photo. */
export const leadAuthorQuery = (client: PagingClient, id: string) =>
  queryOptions({
    queryKey: newsletterKeys.other('leadAuthor', id),
    queryFn: ({ signal }) => resourceOf(client, createAuthorsResource).full(id, { signal }),
  });
