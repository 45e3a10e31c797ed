/**
 * What the users list reads (03 §7): a member of GET /api/users, which is the whole user (username, roles,
 * priority, deleted). `userSchema` (./users) spreads this shape. The rows' rules live here too: no delete
 * and no password reset on one's own row, and the generated password of a reset.
 */
// zod/mini, as the comments, articles and categories lists (SDK-C30, SDK-C33): the users list loads no
// classic zod and no form rules.
import { z } from 'zod/mini';
import { generatePassword } from '../passwords/generatePassword';
import { listOrEmpty } from './iris';
import { jsonLdShape } from './jsonLd';
import {
  deletedSchema,
  idSchema,
  missingAsNull,
  nullableNumberishSchema,
  textOrEmptySchema,
} from './readers';
import type { UserPasswordResetPayload } from './users';

export const userListItemShape = {
  ...jsonLdShape,
  id: idSchema,
  username: textOrEmptySchema,
  roles: listOrEmpty(z.string()),
  deleted: missingAsNull(deletedSchema),
  priority: z.pipe(
    z.optional(nullableNumberishSchema),
    z.transform((value) => value ?? 0),
  ),
};

export const userListItemSchema = z.object(userListItemShape);
export type UserListItem = z.infer<typeof userListItemSchema>;

/** A reset body with a freshly generated password (shown to the admin in an alert). */
export function newUserPasswordReset(): UserPasswordResetPayload {
  return { plainPassword: generatePassword() };
}

/** The delete action is hidden on the logged-in user's own row. */
export function canDeleteUser(
  row: Pick<UserListItem, 'username'>,
  currentUsername: string | null | undefined,
): boolean {
  return row.username !== currentUsername;
}
