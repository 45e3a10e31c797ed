import { playerListItemSchema } from '../schemas/playerList';
import { type PlayerPayload, playerSchema } from '../schemas/players';
import { crudOps, type TitleFilter } from './base';
import type { ResourceContext } from './context';
import { PLAYERS_PATH } from './playerList';

/** /api/players: list (page, title), get, create, update, patch, remove. */
export function createPlayersResource(ctx: ResourceContext) {
  return crudOps<typeof playerSchema, typeof playerListItemSchema, PlayerPayload, TitleFilter>(ctx, {
    path: PLAYERS_PATH,
    item: playerSchema,
    listItem: playerListItemSchema,
  });
}
export type PlayersResource = ReturnType<typeof createPlayersResource>;
