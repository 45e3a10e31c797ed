/**
 * Job offers (01 §7 "job_offers (and /latest)"): the newsletter's 'Ustaw oferty' (03 §3; D7: GET
 * /api/job_offers/latest: value, position, company and the absolute link, the chosen values joined with
 * '|' as `praca_oferty`), and the records themselves for the 'Praca' list (SDK-35: position and company
 * 2-255 required, the link required and a web address).
 */
import { z } from 'zod';
import { JOB_OFFERS_SEPARATOR } from '../constants';
import { jobOfferListItemShape } from './jobOfferList';
import {
  isWebUrl,
  jsonLdShape,
  lengthLimits,
  listOrEmpty,
  objectOf,
  requiredText,
  sharedMessages,
  textOrEmptySchema,
} from './shared';

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

// ---------------------------------------------------------------------------------------------------
// The records (GET/POST /api/job_offers, GET/PUT/DELETE /api/job_offers/{id})

const lengths = {
  position: lengthLimits('Stanowisko', { min: 2, max: 255 }),
  company: lengthLimits('Firma', { min: 2, max: 255 }),
  absoluteUrl: lengthLimits('Link', { max: 255 }),
};

export const jobOfferMessages = {
  required: sharedMessages.required,
  positionMin: lengths.position.min[1],
  positionMax: lengths.position.max[1],
  companyMin: lengths.company.min[1],
  companyMax: lengths.company.max[1],
  absoluteUrlMax: lengths.absoluteUrl.max[1],
  absoluteUrl: 'Podaj poprawny adres oferty (zaczynający się od http:// lub https://)',
} as const;

/** A job offer as its own path answers it: the list item's shape (./jobOfferList). */
export const jobOfferRecordSchema = z.object(jobOfferListItemShape);
export type JobOfferRecord = z.infer<typeof jobOfferRecordSchema>;

const jobOfferFormShape = {
  position: requiredText({ required: jobOfferMessages.required, ...lengths.position }),
  company: requiredText({ required: jobOfferMessages.required, ...lengths.company }),
  absoluteUrl: requiredText({
    required: jobOfferMessages.required,
    ...lengths.absoluteUrl,
    format: [isWebUrl, jobOfferMessages.absoluteUrl],
  }),
};

export const jobOfferFormSchema = objectOf(jobOfferFormShape);
export type JobOfferForm = z.infer<typeof jobOfferFormSchema>;

export function newJobOfferForm(): JobOfferForm {
  return { position: '', company: '', absoluteUrl: '' };
}

export function fromJobOffer(record: JobOfferRecord): JobOfferForm {
  return { position: record.position, company: record.company, absoluteUrl: record.absoluteUrl };
}

/** POST /api/job_offers, PUT /api/job_offers/{id}: {position, company, absoluteUrl}. */
export const jobOfferPayloadSchema = jobOfferFormSchema;
export type JobOfferPayload = z.infer<typeof jobOfferPayloadSchema>;

/** The link trimmed (what is typed around it is no part of the address). */
export function toJobOfferPayload(form: JobOfferForm): JobOfferPayload {
  return { ...form, absoluteUrl: form.absoluteUrl.trim() };
}
