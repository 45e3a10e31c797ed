import {
  createUsersResource,
  resourceOf,
  type User,
  type UserFilter,
  type UserListItem,
  type UserPayload,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudQueries } from '../../shared/crud/queries';

/** The users list searches by username (03 §7: GET /api/users?username={q}). */
export function byUsername({ page, searchQuery }: CrudListState): UserFilter {
  return { page, username: searchQuery || undefined };
}

/** /api/users: list by username, one user. */
export const userQueries = crudQueries<User, UserListItem, UserPayload, UserFilter>({
  root: 'users',
  resource: (client) => resourceOf(client, createUsersResource),
  filters: byUsername,
});
