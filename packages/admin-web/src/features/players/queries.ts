import {
  createPlayersResource,
  type Player,
  type PlayerListItem,
  type PlayerPayload,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { byTitle } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/players: list by page and title, one player. */
export const playerQueries = crudQueries<Player, PlayerListItem, PlayerPayload, TitleFilter>({
  root: 'players',
  resource: (client) => resourceOf(client, createPlayersResource),
  filters: byTitle,
});
