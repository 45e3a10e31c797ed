/**
 * The video players list (03 §7; D11) as a list-only definition (WEB-75): a title search (page and
 * searchQuery in the address). The screen loads the SDK's list resource on zod/mini and none of the form's
 * schema and rules, which PlayerFormScreen.tsx adds for the new and edit screens.
 */
import { formatDateTime, GENERIC_DELETE_QUESTION } from '@redakcja/ui';
import { CrudListScreen } from '../../shared/crud/CrudListScreen';
import { idColumn } from '../../shared/crud/columns';
import { defineCrudList } from '../../shared/crud/definition';
import { crudRoutes } from '../../shared/crud/routes';
import { playerListQueries } from './listQueries';

const playersListDefinition = defineCrudList({
  queries: playerListQueries,
  routes: crudRoutes('players'),
  texts: {
    tableLabel: 'Lista playerów',
    deleteTitle: 'Usuwanie playera',
    deleteQuestion: GENERIC_DELETE_QUESTION,
    deleteRowLabel: (player) => `Usuń player ${player.id}`,
  },
  list: {
    searchLabel: 'Szukaj po tytule',
    columns: [
      idColumn(),
      { id: 'title', header: 'Tytuł', cell: (player) => player.title, isRowHeader: true },
      { id: 'videoUrl', header: 'Link', cell: (player) => player.videoUrl },
      {
        id: 'dates',
        header: 'Data wyświetlania',
        cell: (player) => `${formatDateTime(player.dateFrom)} – ${formatDateTime(player.dateTo)}`,
        wrap: 'words',
      },
    ],
  },
  deletedAt: () => null,
});

export default function PlayersListScreen() {
  return <CrudListScreen definition={playersListDefinition} />;
}
