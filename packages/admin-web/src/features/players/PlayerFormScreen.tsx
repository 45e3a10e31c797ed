/**
 * Video players (03 §2-§9; D11, D15): new and edit (the list, with its title search, is
 * PlayersListScreen.tsx); 'Powrót' leads to the players list (D11, not to the authors as in the old panel); the
 * list returns 2 s after a save and the button keeps its final label (no 4 s reset). Rules and messages,
 * the date order included: the SDK's playerFormSchema.
 */
import {
  createPlayersResource,
  fromPlayer,
  newPlayerForm,
  type Player,
  type PlayerListItem,
  type PlayerPayload,
  playerFormSchema,
  REDIRECT_DELAYS_MS,
  resourceOf,
  type TitleFilter,
  toPlayerPayload,
} from '@redakcja/api-sdk';
import { CrudFormScreen, preloadForm } from '../../shared/crud/CrudFormScreen';
import { defineCrudForm } from '../../shared/crud/definition';
import { withRecordQueries } from '../../shared/crud/queries';
import { crudRoutes } from '../../shared/crud/routes';
import { playerListQueries } from './listQueries';

/** /api/players: the list by page and title (listQueries.ts) and one player. */
const playerQueries = withRecordQueries<Player, PlayerListItem, PlayerPayload, TitleFilter>(
  playerListQueries,
  (client) => resourceOf(client, createPlayersResource),
);

const playersDefinition = defineCrudForm({
  queries: playerQueries,
  routes: crudRoutes('players'),
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

/** Its field kinds load with the screen's code: on the pointer resting on a link to it, too. */
export const preload = (): void => preloadForm(playersDefinition);

/** 'Nowy player' (/players/new) and 'Edycja playera' (/players/edit/:id); 'Powrót' to the players (D11). */
export default function PlayerFormScreen() {
  return <CrudFormScreen definition={playersDefinition} />;
}
