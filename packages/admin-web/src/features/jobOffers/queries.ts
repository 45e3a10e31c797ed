import {
  createJobOffersResource,
  type JobOfferFilter,
  type JobOfferListItem,
  type JobOfferPayload,
  type JobOfferRecord,
  resourceOf,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { jobOfferListQueries } from './listQueries';

/** /api/job_offers: the list by position (listQueries.ts) and one offer. */
export const jobOfferQueries = withRecordQueries<
  JobOfferRecord,
  JobOfferListItem,
  JobOfferPayload,
  JobOfferFilter
>(jobOfferListQueries, (client) => resourceOf(client, createJobOffersResource));
