/**
 * The advertising industries list (03 §7; D9) as a list-only definition (WEB-75): its path (the screen,
 * the route's prefetch) loads the SDK's list resource on zod/mini and none of the form's schema and rules,
 * which AdvertisingIndustryFormScreen.tsx adds for the new and edit screens.
 */
import { PublicationToggle } from '@redakcja/ui';
import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn, nameColumn, orderingColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { NAME_SEARCH_LABEL } from '../../shared/crud/nameSearch';
import { crudRoutes } from '../../shared/crud/routes';
import { advertisingIndustryListQueries } from './listQueries';

const advertisingIndustriesListDefinition = defineCrudList({
  queries: advertisingIndustryListQueries,
  routes: crudRoutes('advertisingIndustries'),
  texts: {
    tableLabel: 'Lista branż reklamowych',
    deleteTitle: 'Usuwanie branży',
    deleteQuestion: 'Czy na pewno chcesz usunąć branżę?',
    deleteRowLabel: (industry) => `Usuń branżę ${industry.id}`,
  },
  list: {
    searchLabel: NAME_SEARCH_LABEL,
    columns: [
      idColumn(),
      nameColumn(),
      { id: 'slug', header: 'Slug', cell: (industry) => industry.slug ?? '' },
      {
        id: 'showInMainMenuOrdering',
        header: 'W menu głównym',
        cell: (industry) => <PublicationToggle isOn={industry.showInMainMenuOrdering} />,
      },
      orderingColumn(),
    ],
  },
  deletedAt: () => null,
});

/** 'Branże reklamowe' (/adv_industries): mounted only where the runtime configuration enables it (D9). */
export default function AdvertisingIndustriesListScreen() {
  return <CrudListScreen definition={advertisingIndustriesListDefinition} />;
}
