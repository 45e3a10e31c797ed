/**
 * Job offers for the newsletter's 'Ustaw oferty' (03 §3; D7: GET /api/job_offers/latest): value,
 * position, company and the absolute link. The chosen values travel joined with '|' as `praca_oferty`.
 */
import { z } from 'zod';
import { JOB_OFFERS_SEPARATOR } from '../constants';
import { jsonLdShape, listOrEmpty, textOrEmptySchema } from './shared';

export const jobOfferSchema = z.object({
  ...jsonLdShape,
  value: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string()),
  position: textOrEmptySchema,
  company: textOrEmptySchema,
  absoluteUrl: textOrEmptySchema,
});
export type JobOffer = z.infer<typeof jobOfferSchema>;
export const jobOffersSchema = listOrEmpty(jobOfferSchema);

/** `praca_oferty`: the offer values joined with '|'. */
export function joinJobOffers(offers: readonly Pick<JobOffer, 'value'>[]): string {
  return offers.map((offer) => offer.value).join(JOB_OFFERS_SEPARATOR);
}

/** The values of a `praca_oferty` text. */
export function splitJobOffers(text: string | null | undefined): string[] {
  if (!text) return [];
  return text.split(JOB_OFFERS_SEPARATOR).filter((value) => value !== '');
}
