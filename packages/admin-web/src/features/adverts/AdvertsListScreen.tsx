/**
 * The adverts list (03 §7; D9) as a list-only definition (WEB-75): its path (the screen, the route's
 * prefetch) loads the SDK's list resource on zod/mini and none of the form's schema and rules, which
 * AdvertFormScreen.tsx adds for the new and edit screens.
 */
import { publicationColumn } from '@redakcja/ui';
import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { advertListQueries } from './listQueries';

const advertsListDefinition = defineCrudList({
  queries: advertListQueries,
  routes: crudRoutes('adverts'),
  texts: {
    tableLabel: 'Lista reklam',
    deleteTitle: 'Usuwanie reklamy',
    deleteQuestion: 'Czy na pewno chcesz usunąć reklamę?',
    deleteRowLabel: (advert) => `Usuń reklamę ${advert.id}`,
  },
  list: {
    searchLabel: 'Szukaj po tytule',
    columns: [
      idColumn(),
      { id: 'title', header: 'Tytuł', cell: (advert) => advert.title, isRowHeader: true },
      publicationColumn(),
    ],
  },
  deletedAt: () => null,
});

/** 'Reklamy' (/advs): mounted only where the runtime configuration enables it (D9). */
export default function AdvertsListScreen() {
  return <CrudListScreen definition={advertsListDefinition} />;
}
