import {
  createPlayersResource,
  type Player,
  type PlayerListItem,
  type PlayerPayload,
  resourceOf,
  type TitleFilter,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudQueries } from '../../shared/crud/queries';

/** The players list searches by title (03 §7: GET /api/players?page={n}&title={q}). */
export function byTitle({ page, searchQuery }: CrudListState): TitleFilter {
  return { page, title: searchQuery || undefined };
}

/** /api/players: list by page and title, one player. */
export const playerQueries = crudQueries<Player, PlayerListItem, PlayerPayload, TitleFilter>({
  root: 'players',
  resource: (client) => resourceOf(client, createPlayersResource),
  filters: byTitle,
});
