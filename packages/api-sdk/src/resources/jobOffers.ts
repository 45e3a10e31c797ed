import type { CallOptions } from '../http/types';
import { listOrCollectionSchema } from '../hydra/collection';
import { type JobOfferPayload, jobOfferRecordSchema, jobOfferSchema } from '../schemas/jobOffers';
import { crudOps, type PageFilter } from './base';
import type { ResourceContext } from './context';

const latestSchema = listOrCollectionSchema(jobOfferSchema);

/** Lists of job offers searched by position. */
export interface JobOfferFilter extends PageFilter {
  position?: string | undefined;
}

/**
 * Job offers: the newsletter's 'Ustaw oferty' (D7) and the records (SDK-35): /api/job_offers list
 * (position), get, create, update, patch, remove.
 */
export function createJobOffersResource(ctx: ResourceContext) {
  return {
    ...crudOps<typeof jobOfferRecordSchema, typeof jobOfferRecordSchema, JobOfferPayload, JobOfferFilter>(
      ctx,
      {
        path: '/api/job_offers',
        item: jobOfferRecordSchema,
        listItem: jobOfferRecordSchema,
      },
    ),
    /** GET /api/job_offers/latest: value, position, company, absoluteUrl (an array or a collection). */
    latest: (options?: CallOptions) =>
      ctx.sender.json({ method: 'GET', path: '/api/job_offers/latest' }, latestSchema, options),
  };
}
export type JobOffersResource = ReturnType<typeof createJobOffersResource>;
