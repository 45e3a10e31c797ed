/**
 * Job offers, 'Praca' (01 §2 disabled areas; 01 §7 job_offers; D9; SDK-35, WEB-RF4): new and edit with
 * position, company and the offer's link (the list, disabled by default, is listDefinition.tsx). The
 * newsletter's 'Ustaw oferty' offers the newest of them (D7).
 */
import {
  fromJobOffer,
  jobOfferFormSchema,
  newJobOfferForm,
  REDIRECT_DELAYS_MS,
  toJobOfferPayload,
} from '@redakcja/api-sdk';
import { defineCrudForm } from '../../shared/crud/definition';
import { JOB_OFFER_ROUTES } from './listQueries';
import { jobOfferQueries } from './queries';

export const jobOffersDefinition = defineCrudForm({
  queries: jobOfferQueries,
  routes: JOB_OFFER_ROUTES,
  deletedAt: () => null,
  form: {
    schema: jobOfferFormSchema,
    empty: newJobOfferForm,
    fromRecord: fromJobOffer,
    toPayload: toJobOfferPayload,
    fields: [
      { kind: 'text', name: 'position', label: 'Stanowisko' },
      { kind: 'text', name: 'company', label: 'Firma' },
      { kind: 'text', name: 'absoluteUrl', label: 'Link do oferty' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.jobOffers },
  },
  redirectIfDeleted: false,
});
