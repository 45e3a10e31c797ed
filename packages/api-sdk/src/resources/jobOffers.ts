import type { CallOptions } from '../http/types';
import { listOrCollectionSchema } from '../hydra/collection';
import { jobOfferListItemSchema } from '../schemas/jobOfferList';
import { type JobOfferPayload, jobOfferRecordSchema, jobOfferSchema } from '../schemas/jobOffers';
import { crudOps } from './base';
import type { ResourceContext } from './context';
import { JOB_OFFERS_PATH, type JobOfferFilter } from './jobOfferList';

const latestSchema = listOrCollectionSchema(jobOfferSchema);

/**
 * Job offers: the newsletter's 'Ustaw oferty' (D7) and the records (SDK-35): /api/job_offers list
 * (position), get, create, update, patch, remove.
 */
export function createJobOffersResource(ctx: ResourceContext) {
  return {
    ...crudOps<typeof jobOfferRecordSchema, typeof jobOfferListItemSchema, JobOfferPayload, JobOfferFilter>(
      ctx,
      {
        path: JOB_OFFERS_PATH,
        item: jobOfferRecordSchema,
        listItem: jobOfferListItemSchema,
      },
    ),
    /** GET /api/job_offers/latest: value, position, company, absoluteUrl (an array or a collection). */
    latest: (options?: CallOptions) =>
      ctx.sender.json({ method: 'GET', path: '/api/job_offers/latest' }, latestSchema, options),
  };
}
export type JobOffersResource = ReturnType<typeof createJobOffersResource>;
