import { jobOfferListItemSchema } from '../schemas/jobOfferList';
import { crudListOps, type PageFilter } from './base';
import type { ResourceContext } from './context';

export const JOB_OFFERS_PATH = '/api/job_offers';

/** Lists of job offers searched by position. */
export interface JobOfferFilter extends PageFilter {
  position?: string | undefined;
}

/**
 * What the job offers list ('Praca') does with /api/job_offers (SDK-35), on zod/mini (SDK-C33): list
 * (position), pages, remove. The record, its saves and /latest are `createJobOffersResource`'s
 * (./jobOffers).
 */
export function createJobOfferListResource(ctx: ResourceContext) {
  return crudListOps<typeof jobOfferListItemSchema, JobOfferFilter>(ctx, {
    path: JOB_OFFERS_PATH,
    listItem: jobOfferListItemSchema,
  });
}
export type JobOfferListResource = ReturnType<typeof createJobOfferListResource>;
