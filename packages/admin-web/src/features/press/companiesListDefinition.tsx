/**
 * The press profiles list (03 §2) as a list-only definition (WEB-75): name search; Id, company name, date
 * added, publication; the moderation toggle; delete 'Usuwanie użytkownika' (the list reloads whatever the
 * outcome). Its path loads the SDK's list resource on zod/mini and none of the form's schema and rules,
 * which companiesDefinition.tsx adds for the new and edit screens.
 */
import { dateTimeColumn } from '@redakcja/ui';
import { idColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { pressCompanyListQueries } from './listQueries';
import { ModerationToggle } from './ModerationToggle';
import { productionBanner } from './ProductionBanner';

export const pressCompaniesListDefinition = defineCrudList({
  queries: pressCompanyListQueries,
  routes: crudRoutes('pressCompanies'),
  banner: productionBanner,
  texts: {
    tableLabel: 'Lista profili prasowych',
    deleteTitle: 'Usuwanie użytkownika',
    deleteQuestion: 'Czy na pewno chcesz usunąć użytkownika?',
    deleteRowLabel: (company) => `Usuń profil ${company.id}`,
  },
  list: {
    searchLabel: 'Szukaj po nazwie',
    columns: [
      idColumn(),
      { id: 'name', header: 'Nazwa firmy', cell: (company) => company.name, isRowHeader: true },
      dateTimeColumn('created', 'Data dodania'),
      {
        id: 'moderationState',
        header: 'Publikacja',
        // Keyed by its profile: its pending flip belongs to that profile, not to the row's place.
        cell: (company) => <ModerationToggle key={company.id} company={company} />,
      },
    ],
  },
  deletedAt: (company) => company.deleted ?? null,
});
