/**
 * The photo reportages list, 'Fotoreportaże' (D9; SDK-35), as a list-only definition (WEB-75): its path
 * (the screen, the route's prefetch) loads the SDK's list resource on zod/mini and none of the form's
 * schema and rules, which PhotoReportageFormScreen.tsx adds for the new and edit screens. A deleted reportage (a soft
 * delete) stays greyed.
 */
import { PHOTO_REPORTAGE_TYPES } from '@redakcja/api-sdk';
import { publicationColumn } from '@redakcja/ui';
import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { photoReportageListQueries } from './listQueries';

const typeLabel = (type: string) =>
  PHOTO_REPORTAGE_TYPES.find((known) => known.value === type)?.label ?? type;

const photoReportagesListDefinition = defineCrudList({
  queries: photoReportageListQueries,
  routes: crudRoutes('photoReportages'),
  texts: {
    tableLabel: 'Lista fotoreportaży',
    deleteTitle: 'Usuwanie fotoreportażu',
    deleteQuestion: 'Czy na pewno chcesz usunąć fotoreportaż?',
    deleteRowLabel: (reportage) => `Usuń fotoreportaż ${reportage.id}`,
  },
  list: {
    searchLabel: 'Szukaj po tytule',
    columns: [
      idColumn(),
      { id: 'title', header: 'Tytuł', cell: (reportage) => reportage.title, isRowHeader: true },
      { id: 'type', header: 'Typ', cell: (reportage) => typeLabel(reportage.type) },
      publicationColumn(),
    ],
  },
  deletedAt: (reportage) => reportage.deleted,
});

/** 'Fotoreportaże' (/photo_reportages): mounted only where the runtime configuration enables it (D9). */
export default function PhotoReportagesListScreen() {
  return <CrudListScreen definition={photoReportagesListDefinition} />;
}
