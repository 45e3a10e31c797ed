/**
 * The job offers list, 'Praca' (01 §7 job_offers; D9; SDK-35), as a list-only definition (WEB-75): its
 * path (the screen, the route's prefetch) loads the SDK's list resource on zod/mini and none of the form's
 * schema and rules, which JobOfferFormScreen.tsx adds for the new and edit screens.
 */
import { dateTimeColumn } from '@redakcja/ui';
import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { jobOfferListQueries } from './listQueries';

const jobOffersListDefinition = defineCrudList({
  queries: jobOfferListQueries,
  routes: crudRoutes('jobs'),
  texts: {
    tableLabel: 'Lista ofert pracy',
    deleteTitle: 'Usuwanie oferty pracy',
    deleteQuestion: 'Czy na pewno chcesz usunąć ofertę pracy?',
    deleteRowLabel: (offer) => `Usuń ofertę pracy ${offer.id}`,
  },
  list: {
    searchLabel: 'Szukaj po stanowisku',
    columns: [
      idColumn(),
      { id: 'position', header: 'Stanowisko', cell: (offer) => offer.position, isRowHeader: true },
      { id: 'company', header: 'Firma', cell: (offer) => offer.company },
      { id: 'absoluteUrl', header: 'Link', cell: (offer) => offer.absoluteUrl },
      dateTimeColumn('created', 'Data dodania'),
    ],
  },
  deletedAt: () => null,
});

/** 'Praca' (/jobs): mounted only where the runtime configuration enables it (D9). */
export default function JobOffersListScreen() {
  return <CrudListScreen definition={jobOffersListDefinition} />;
}
