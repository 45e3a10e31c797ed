import { userListItemSchema } from '../schemas/userList';
import { type UserPasswordResetPayload, type UserPayload, userSchema } from '../schemas/users';
import { crudOps } from './base';
import type { ResourceContext } from './context';
import { createUserListResource, USERS_PATH, type UserFilter } from './userList';

/**
 * /api/users: list (username), get, create, update, remove, and the password reset (`patch` or
 * {plainPassword}; `newUserPasswordReset()` generates one). The own password: `auth.changePassword`.
 */
export function createUsersResource(ctx: ResourceContext) {
  // PATCH is the password reset only (03 §7: PATCH /api/users/{id} with plainPassword).
  const crud = crudOps<
    typeof userSchema,
    typeof userListItemSchema,
    UserPayload,
    UserFilter,
    UserPasswordResetPayload
  >(ctx, {
    path: USERS_PATH,
    item: userSchema,
    listItem: userListItemSchema,
  });
  return {
    ...crud,
    /** PATCH /api/users/{id} with {plainPassword}: the list's call. */
    resetPassword: createUserListResource(ctx).resetPassword,
  };
}
export type UsersResource = ReturnType<typeof createUsersResource>;
