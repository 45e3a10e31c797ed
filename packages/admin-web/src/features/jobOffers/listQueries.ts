import {
  createJobOfferListResource,
  type JobOfferFilter,
  type JobOfferListItem,
  resourceOf,
} from '@redakcja/api-sdk';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen and its
 * route's prefetch load no job offer record schema and no form rule. JobOfferFormScreen.tsx gives the forms the same
 * keys.
 */
export const jobOfferListQueries = crudListQueries<JobOfferListItem, JobOfferFilter>({
  root: 'jobOffers',
  listResource: (client) => resourceOf(client, createJobOfferListResource),
  filters: ({ page, searchQuery }) => ({ page, position: searchQuery || undefined }),
});
