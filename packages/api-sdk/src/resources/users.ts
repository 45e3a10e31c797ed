import type { CallOptions } from '../http/types';
import {
  type UserPasswordResetPayload,
  type UserPayload,
  userListItemSchema,
  userSchema,
} from '../schemas/users';
import { crudOps, type Id, type PageFilter } from './base';
import type { ResourceContext } from './context';

export interface UserFilter extends PageFilter {
  username?: string | undefined;
}

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
    path: '/api/users',
    item: userSchema,
    listItem: userListItemSchema,
  });
  return {
    ...crud,
    /** PATCH /api/users/{id} with {plainPassword}. */
    resetPassword: (id: Id, plainPassword: string, options?: CallOptions) =>
      crud.patch(id, { plainPassword }, options),
  };
}
export type UsersResource = ReturnType<typeof createUsersResource>;
