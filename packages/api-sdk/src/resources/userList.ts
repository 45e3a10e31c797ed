import type { CallOptions } from '../http/types';
import { userListItemSchema } from '../schemas/userList';
import type { UserPasswordResetPayload } from '../schemas/users';
import { crudListOps, type Id, type PageFilter, patchOp } from './base';
import type { ResourceContext } from './context';

export const USERS_PATH = '/api/users';

export interface UserFilter extends PageFilter {
  username?: string | undefined;
}

/**
 * What the users list does with /api/users (03 §7), on zod/mini (SDK-C33): list (username), pages, remove
 * and the rows' password reset (PATCH {plainPassword}, the answer read as a list item). The record and its
 * saves are `createUsersResource`'s (./users).
 */
export function createUserListResource(ctx: ResourceContext) {
  const { patch } = patchOp<typeof userListItemSchema, UserPasswordResetPayload>(
    ctx,
    USERS_PATH,
    userListItemSchema,
  );
  return {
    ...crudListOps<typeof userListItemSchema, UserFilter>(ctx, {
      path: USERS_PATH,
      listItem: userListItemSchema,
    }),
    /** PATCH /api/users/{id} with {plainPassword}. */
    resetPassword: (id: Id, plainPassword: string, options?: CallOptions) =>
      patch(id, { plainPassword }, options),
  };
}
export type UserListResource = ReturnType<typeof createUserListResource>;
