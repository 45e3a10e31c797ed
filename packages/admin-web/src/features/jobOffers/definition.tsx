/**
 * Job offers, 'Praca' (01 §2 disabled areas; 01 §7 job_offers; D9; SDK-35, WEB-RF4): disabled by
 * default; position search; new and edit with position, company and the offer's link; delete 'Usuwanie
 * oferty pracy'. The newsletter's 'Ustaw oferty' offers the newest of them (D7).
 */
import {
  fromJobOffer,
  jobOfferFormSchema,
  newJobOfferForm,
  REDIRECT_DELAYS_MS,
  toJobOfferPayload,
} from '@redakcja/api-sdk';
import { formatDateTime } from '@redakcja/ui';
import { defineCrud } from '../../shared/crud/definition';
import { jobOfferQueries } from './queries';

export const jobOffersDefinition = defineCrud({
  queries: jobOfferQueries,
  routes: { list: 'jobs', new: 'jobNew', edit: 'jobEdit' },
  texts: {
    tableLabel: 'Lista ofert pracy',
    deleteTitle: 'Usuwanie oferty pracy',
    deleteQuestion: 'Czy na pewno chcesz usunąć ofertę pracy?',
    deleteRowLabel: (offer) => `Usuń ofertę pracy ${offer.id}`,
  },
  list: {
    searchLabel: 'Szukaj po stanowisku',
    columns: [
      { id: 'id', header: 'Id', cell: (offer) => offer.id },
      { id: 'position', header: 'Stanowisko', cell: (offer) => offer.position, isRowHeader: true },
      { id: 'company', header: 'Firma', cell: (offer) => offer.company },
      { id: 'absoluteUrl', header: 'Link', cell: (offer) => offer.absoluteUrl },
      { id: 'created', header: 'Data dodania', cell: (offer) => formatDateTime(offer.created) },
    ],
  },
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
