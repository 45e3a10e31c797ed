import {
  createUserListResource,
  resourceOf,
  USERS_PATH,
  type UserFilter,
  type UserListItem,
  userListItemSchema,
} from '@redakcja/api-sdk';
import type { CrudListState } from '../../shared/crud/definition';
import { crudListQueries } from '../../shared/crud/queries';

/** The users list searches by username (03 §7: GET /api/users?username={q}). */
export function byUsername({ page, searchQuery }: CrudListState): UserFilter {
  return { page, username: searchQuery || undefined };
}

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen loads no
 * user form rule. queries.ts gives the forms the same keys.
 */
export const userListQueries = crudListQueries<UserListItem, UserFilter>({
  root: 'users',
  listResource: (client) => resourceOf(client, createUserListResource),
  listed: { path: USERS_PATH, schema: userListItemSchema },
  filters: byUsername,
});
