import { playerListItemSchema } from '../schemas/playerList';
import { crudListOps, type TitleFilter } from './base';
import type { ResourceContext } from './context';

export const PLAYERS_PATH = '/api/players';

/**
 * What the video players list does with /api/players (03 §7), on zod/mini (SDK-C33): list (page, title),
 * pages, remove. The record and its saves are `createPlayersResource`'s (./players).
 */
export function createPlayerListResource(ctx: ResourceContext) {
  return crudListOps<typeof playerListItemSchema, TitleFilter>(ctx, {
    path: PLAYERS_PATH,
    listItem: playerListItemSchema,
  });
}
export type PlayerListResource = ReturnType<typeof createPlayerListResource>;
