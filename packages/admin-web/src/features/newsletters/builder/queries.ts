import type { ApiClient, Id } from '@redakcja/api-sdk';
import { queryOptions } from '@tanstack/react-query';
import { queryKeyFactory } from '../../../shared/queryKeys';

export const newsletterKeys = queryKeyFactory('newsletters');

/** GET /api/newsletter_data: the last record (the prefill), the articles, offers, date and next file name. */
export const builderDataQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: newsletterKeys.other('builderData'),
    queryFn: ({ signal }) => client.newsletters.data({ signal }),
    // Every visit starts from the server's current record and articles.
    staleTime: 0,
    gcTime: 0,
  });

/** GET /api/newsletters/{id}: the record an edit route (D25) prefills the builder from. */
export const newsletterRecordQuery = (client: ApiClient, id: Id) =>
  queryOptions({
    queryKey: newsletterKeys.detail(id),
    queryFn: ({ signal }) => client.newsletters.get(id, { signal }),
    staleTime: 0,
  });

/** GET /api/newsletters_images/select: the existing banner images (id, label, href). */
export const bannerImagesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: newsletterKeys.other('bannerImages'),
    queryFn: ({ signal }) => client.selects.newsletterImages({ signal }),
  });

/** GET /api/job_offers/latest (D7): the offers 'Ustaw oferty' chooses from. */
export const latestJobOffersQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: newsletterKeys.other('latestJobOffers'),
    queryFn: ({ signal }) => client.jobOffers.latest({ signal }),
  });

/** GET /api/authors/full/{id}: the lead segment's author with the photo. */
export const leadAuthorQuery = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: newsletterKeys.other('leadAuthor', id),
    queryFn: ({ signal }) => client.authors.full(id, { signal }),
  });
