import {
  createUsersResource,
  resourceOf,
  type User,
  type UserFilter,
  type UserListItem,
  type UserPayload,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { userListQueries } from './listQueries';

/** /api/users: the list by username (listQueries.ts) and one user. */
export const userQueries = withRecordQueries<User, UserListItem, UserPayload, UserFilter>(
  userListQueries,
  (client) => resourceOf(client, createUsersResource),
);
