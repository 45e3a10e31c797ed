/**
 * The company directory's list, 'Katalog firm' (03 §7; D24), with the 'Tworzenie firmy' button, as a
 * list-only definition (WEB-75): its path (the screen, the route's prefetch) loads the SDK's list resource
 * on zod/mini and none of the forms' schemas and rules, which definition.tsx adds for the form screens.
 */
import { GENERIC_DELETE_QUESTION, GENERIC_DELETE_TITLE, LinkButton, PublicationToggle } from '@redakcja/ui';
import { idColumn, nameColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { crudRoutes } from '../../shared/crud/routes';
import { pathTo } from '../../shared/routePaths';
import { kfCompanyListQueries } from './listQueries';

export const kfCompaniesListDefinition = defineCrudList({
  queries: kfCompanyListQueries,
  routes: crudRoutes('kfCompanies'),
  texts: {
    tableLabel: 'Lista firm',
    deleteTitle: GENERIC_DELETE_TITLE,
    deleteQuestion: GENERIC_DELETE_QUESTION,
    deleteRowLabel: (company) => `Usuń firmę ${company.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    headerExtras: () => (
      <LinkButton href={pathTo('kfCompanyCreate')} variant="secondary">
        Tworzenie firmy
      </LinkButton>
    ),
    columns: [
      idColumn(),
      nameColumn(),
      { id: 'city', header: 'Miasto', cell: (company) => company.city ?? '' },
      {
        id: 'moderationState',
        header: 'Publikacja',
        cell: (company) => <PublicationToggle isOn={company.moderationState} />,
      },
    ],
  },
  deletedAt: () => null,
});
