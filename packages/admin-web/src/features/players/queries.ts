import {
  createPlayersResource,
  type Player,
  type PlayerListItem,
  type PlayerPayload,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { playerListQueries } from './listQueries';

/** /api/players: the list by page and title (listQueries.ts) and one player. */
export const playerQueries = withRecordQueries<Player, PlayerListItem, PlayerPayload, TitleFilter>(
  playerListQueries,
  (client) => resourceOf(client, createPlayersResource),
);
