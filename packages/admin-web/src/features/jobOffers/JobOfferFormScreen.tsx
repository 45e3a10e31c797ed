/**
 * Job offers, 'Praca' (01 §2 disabled areas; 01 §7 job_offers; D9; SDK-35, WEB-RF4): new and edit with
 * position, company and the offer's link (the list, disabled by default, is JobOffersListScreen.tsx). The
 * newsletter's 'Ustaw oferty' offers the newest of them (D7).
 */
import {
  createJobOffersResource,
  fromJobOffer,
  type JobOfferFilter,
  type JobOfferListItem,
  type JobOfferPayload,
  type JobOfferRecord,
  jobOfferFormSchema,
  newJobOfferForm,
  REDIRECT_DELAYS_MS,
  resourceOf,
  toJobOfferPayload,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { jobOfferListQueries } from './listQueries';

/** /api/job_offers: the list by position (listQueries.ts) and one offer. */
const jobOfferQueries = withRecordQueries<JobOfferRecord, JobOfferListItem, JobOfferPayload, JobOfferFilter>(
  jobOfferListQueries,
  (client) => resourceOf(client, createJobOffersResource),
);

const jobOffersDefinition = defineCrudForm({
  queries: jobOfferQueries,
  routes: crudRoutes('jobs'),
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
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.jobs },
  },
  redirectIfDeleted: false,
});

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(jobOffersDefinition);

/** 'Nowa oferta pracy' (/jobs/new) and 'Edycja oferty pracy' (/jobs/edit/:id). */
export default function JobOfferFormScreen() {
  return <CrudFormScreen definition={jobOffersDefinition} />;
}
