import {
  createPlayerListResource,
  PLAYERS_PATH,
  type PlayerListItem,
  playerListItemSchema,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import { byTitle } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen loads no
 * player record schema and no form rule. PlayerFormScreen.tsx gives the forms the same keys.
 */
export const playerListQueries = crudListQueries<PlayerListItem, TitleFilter>({
  root: 'players',
  listResource: (client) => resourceOf(client, createPlayerListResource),
  listed: { path: PLAYERS_PATH, schema: playerListItemSchema },
  filters: byTitle,
});
