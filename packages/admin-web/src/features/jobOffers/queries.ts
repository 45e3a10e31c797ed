import {
  createJobOffersResource,
  type JobOfferFilter,
  type JobOfferPayload,
  type JobOfferRecord,
  resourceOf,
} from '@redakcja/api-sdk';
import { crudQueries } from '../../shared/crud/queries';

/** /api/job_offers: list by position, one offer. */
export const jobOfferQueries = crudQueries<JobOfferRecord, JobOfferRecord, JobOfferPayload, JobOfferFilter>({
  root: 'jobOffers',
  resource: (client) => resourceOf(client, createJobOffersResource),
  filters: ({ page, searchQuery }) => ({ page, position: searchQuery || undefined }),
});
