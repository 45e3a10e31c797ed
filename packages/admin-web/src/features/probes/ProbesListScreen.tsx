/**
 * The polls list, 'Sondy' (03 §7; D9: disabled by default), with a title search, as a list-only
 * definition (WEB-75): its path (the screen, the route's prefetch) loads the SDK's list resource on
 * zod/mini and none of the form's schema and rules, which ProbeFormScreen.tsx adds for the new and edit
 * screens.
 */
import {
  GENERIC_DELETE_QUESTION,
  GENERIC_DELETE_TITLE,
  PublicationToggle,
  publicationColumn,
} from '@redakcja/ui';
import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { probeListQueries } from './listQueries';

const probesListDefinition = defineCrudList({
  queries: probeListQueries,
  routes: crudRoutes('probes'),
  texts: {
    tableLabel: 'Lista sond',
    deleteTitle: GENERIC_DELETE_TITLE,
    deleteQuestion: GENERIC_DELETE_QUESTION,
    deleteRowLabel: (probe) => `Usuń sondę ${probe.id}`,
  },
  list: {
    searchLabel: 'Szukaj po tytule',
    columns: [
      idColumn(),
      { id: 'title', header: 'Tytuł', cell: (probe) => probe.title, isRowHeader: true },
      publicationColumn(),
      { id: 'isActive', header: 'Aktywna', cell: (probe) => <PublicationToggle isOn={probe.isActive} /> },
    ],
  },
  deletedAt: () => null,
});

/** 'Sondy' (/probes): mounted only where the runtime configuration enables it (D9). */
export default function ProbesListScreen() {
  return <CrudListScreen definition={probesListDefinition} />;
}
