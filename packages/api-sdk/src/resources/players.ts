import { type PlayerPayload, playerListItemSchema, playerSchema } from '../schemas/players';
import { crudOps, type TitleFilter } from './base';
import type { ResourceContext } from './context';

/** /api/players: list (page, title), get, create, update, patch, remove. */
export function createPlayersResource(ctx: ResourceContext) {
  return crudOps<typeof playerSchema, typeof playerListItemSchema, PlayerPayload, TitleFilter>(ctx, {
    path: '/api/players',
    item: playerSchema,
    listItem: playerListItemSchema,
  });
}
export type PlayersResource = ReturnType<typeof createPlayersResource>;
