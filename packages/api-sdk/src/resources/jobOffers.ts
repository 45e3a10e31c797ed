import type { CallOptions } from '../http/types';
import { listOrCollectionSchema } from '../hydra/collection';
import { jobOfferSchema } from '../schemas/jobOffers';
import type { ResourceContext } from './context';

const latestSchema = listOrCollectionSchema(jobOfferSchema);

/** Job offers for the newsletter's 'Ustaw oferty' (D7). */
export function createJobOffersResource(ctx: ResourceContext) {
  return {
    /** GET /api/job_offers/latest: value, position, company, absoluteUrl (an array or a collection). */
    latest: (options?: CallOptions) =>
      ctx.sender.json({ method: 'GET', path: '/api/job_offers/latest' }, latestSchema, options),
  };
}
export type JobOffersResource = ReturnType<typeof createJobOffersResource>;
