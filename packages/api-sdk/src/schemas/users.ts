/**
 * Staff users (03 §2, §3, §5, §7): username 2-255 required, plainPassword (write-only; when given it
 * must meet the 12-character rule, SDK-22), roles from the role list, priority an integer; the password
 * reset sends a generated password with PATCH {plainPassword}.
 */
import { z } from 'zod';
import { ROLE_VALUES, type Role } from '../constants';
import { sessionMessages } from './auth';
import { isStrongPassword } from './session';
import {
  lengthLimits,
  listOrEmpty,
  objectOf,
  optionalNumber,
  optionalText,
  requiredText,
  sharedMessages,
} from './shared';
import { userListItemShape } from './userList';

const usernameLength = lengthLimits('Nazwa użytkownika', { min: 2, max: 255 });

export const userMessages = {
  usernameRequired: sharedMessages.required,
  usernameMin: usernameLength.min[1],
  usernameMax: usernameLength.max[1],
  password: sessionMessages.strongPassword,
  role: sharedMessages.invalidValue,
  /** SDK-27: the username of another account. */
  usernameTaken: 'Nazwa użytkownika jest już zajęta.',
} as const;

/** One user (GET /api/users/{id}): the list's member (./userList) as it is. */
export const userSchema = z.object(userListItemShape);
export type User = z.infer<typeof userSchema>;

const plainPasswordRule = optionalText().superRefine((value, ctx) => {
  if (value !== '' && !isStrongPassword(value))
    ctx.addIssue({ code: 'custom', message: userMessages.password });
});

const rolesRule = listOrEmpty(z.enum(ROLE_VALUES, { error: userMessages.role }), sharedMessages.mustBeList);

const userFormShape = {
  username: requiredText({ required: userMessages.usernameRequired, ...usernameLength }),
  plainPassword: plainPasswordRule,
  roles: rolesRule,
  priority: optionalNumber(),
};

export const userFormSchema = objectOf(userFormShape);
export type UserForm = z.infer<typeof userFormSchema>;

export function newUserForm(): UserForm {
  return { username: '', plainPassword: '', roles: [], priority: 0 };
}

/** Unknown roles from the server are dropped from the form (they cannot be chosen). */
export function fromUser(record: User): UserForm {
  return {
    username: record.username,
    plainPassword: '',
    roles: record.roles.filter((role): role is Role => (ROLE_VALUES as readonly string[]).includes(role)),
    priority: record.priority,
  };
}

/** The body: `plainPassword` only when one was typed (the sandbox keeps the old one when it is absent). */
export const userPayloadSchema = objectOf({
  ...userFormShape,
  plainPassword: userFormShape.plainPassword.optional(),
});
export type UserPayload = z.infer<typeof userPayloadSchema>;

/** Roles without duplicates, priority an integer, the password only when one was typed. */
export function toUserPayload(form: UserForm): UserPayload {
  const body = {
    username: form.username,
    roles: [...new Set(form.roles)],
    priority: Math.trunc(form.priority),
  };
  return form.plainPassword === '' ? body : { ...body, plainPassword: form.plainPassword };
}

/** PATCH /api/users/{id} with {plainPassword}: the password reset. */
export const userPasswordResetPayloadSchema = objectOf({
  plainPassword: z.string({ error: sharedMessages.required }).superRefine((value, ctx) => {
    if (!isStrongPassword(value)) ctx.addIssue({ code: 'custom', message: userMessages.password });
  }),
});
export type UserPasswordResetPayload = z.infer<typeof userPasswordResetPayloadSchema>;
