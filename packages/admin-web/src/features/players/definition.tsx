/**
 * Video players (03 §2-§9; D11, D15): list with a title search (page and searchQuery in the address),
 * new and edit; 'Powrót' leads to the players list (D11, not to the authors as in the old panel); the
 * list returns 2 s after a save and the button keeps its final label (no 4 s reset). Rules and messages,
 * the date order included: the SDK's playerFormSchema.
 */
import {
  fromPlayer,
  newPlayerForm,
  playerFormSchema,
  REDIRECT_DELAYS_MS,
  toPlayerPayload,
} from '@redakcja/api-sdk';
import { formatDateTime, GENERIC_DELETE_QUESTION } from '@redakcja/ui';
import { defineCrud } from '../../shared/crud/definition';
import { playerQueries } from './queries';

export const playersDefinition = defineCrud({
  queries: playerQueries,
  routes: { list: 'players', new: 'playerNew', edit: 'playerEdit' },
  texts: {
    tableLabel: 'Lista playerów',
    deleteTitle: 'Usuwanie playera',
    deleteQuestion: GENERIC_DELETE_QUESTION,
    deleteRowLabel: (player) => `Usuń player ${player.id}`,
  },
  list: {
    searchLabel: 'Szukaj po tytule',
    columns: [
      { id: 'id', header: 'Id', cell: (player) => player.id },
      { id: 'title', header: 'Tytuł', cell: (player) => player.title, isRowHeader: true },
      { id: 'videoUrl', header: 'Link', cell: (player) => player.videoUrl },
      {
        id: 'dates',
        header: 'Data wyświetlania',
        cell: (player) => `${formatDateTime(player.dateFrom)} – ${formatDateTime(player.dateTo)}`,
      },
    ],
  },
  deletedAt: () => null,
  form: {
    schema: playerFormSchema,
    empty: () => newPlayerForm(),
    fromRecord: fromPlayer,
    toPayload: toPlayerPayload,
    fields: [
      { kind: 'text', name: 'title', label: 'Tytuł' },
      { kind: 'textarea', name: 'description', label: 'Opis' },
      { kind: 'text', name: 'videoUrl', label: 'Link' },
      { kind: 'dateTime', name: 'dateFrom', label: 'Data od' },
      { kind: 'dateTime', name: 'dateTo', label: 'Data do' },
      { kind: 'checkbox', name: 'enabled', label: 'Włączony' },
    ],
    afterSave: { to: 'list', delayMs: REDIRECT_DELAYS_MS.players },
    keepFinalLabel: true,
  },
  redirectIfDeleted: false,
});
