import type { CallOptions } from '../http/types';
import { type UserPayload, userListItemSchema, userSchema } from '../schemas/users';
import { crudOps, type Id, type PageFilter } from './base';
import type { ResourceContext } from './context';

export interface UserFilter extends PageFilter {
  username?: string | undefined;
}

/**
 * /api/users: list (username), get, create, update, patch, remove, and the password reset (PATCH
 * {plainPassword}; `newUserPasswordReset()` generates one). The own password: `auth.changePassword`.
 */
export function createUsersResource(ctx: ResourceContext) {
  const crud = crudOps<typeof userSchema, typeof userListItemSchema, UserPayload, UserFilter>(ctx, {
    path: '/api/users',
    item: userSchema,
    listItem: userListItemSchema,
  });
  return {
    ...crud,
    /** PATCH /api/users/{id} with {plainPassword}. */
    resetPassword: (id: Id, plainPassword: string, options?: CallOptions) =>
      crud.patch(id, { plainPassword } as Partial<UserPayload>, options),
  };
}
export type UsersResource = ReturnType<typeof createUsersResource>;
