/**
 * What the job offers list reads (01 §7 job_offers; SDK-35): a member of GET /api/job_offers as
 * `jobOfferRecordSchema` (./jobOffers) reads it. The record's schema spreads this shape.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the job offers list loads
// no classic zod and no form rules.
import { z } from 'zod/mini';
import { jsonLdShape } from './jsonLd';
import { idSchema, missingAsNull, nullableStringSchema, textOrEmptySchema } from './readers';

export const jobOfferListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  position: textOrEmptySchema,
  company: textOrEmptySchema,
  absoluteUrl: textOrEmptySchema,
  created: missingAsNull(nullableStringSchema),
};

export const jobOfferListItemSchema = z.object(jobOfferListItemShape);
export type JobOfferListItem = z.infer<typeof jobOfferListItemSchema>;
