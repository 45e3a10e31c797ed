/**
 * The login session's side of the contract (01 §3, §7, §8; D20, D22): the Polish texts of the session,
 * LexikJWT's messages, the token answers of /api/token/auth and /api/token/refresh, and the login form's
 * values. Written with zod/mini and without the shared schemas, so a login screen and the session-only
 * client (`createApiCore`) carry a few kilobytes of zod instead of all of it.
 */
import type { z } from 'zod';
import * as zm from 'zod/mini';
import { parseBooleanish } from './values';

export const sessionMessages = {
  /** Shown after a successful login. */
  loginSuccess: 'Pomyślnie zalogowano.',
  /** Login failure default text (D22). */
  loginFailure: 'Błędny login lub hasło.',
  /** No network at login (D22). */
  noConnection: 'Brak połączenia z serwerem.',
  /** The password guidance, also the message of the server's password rule. */
  strongPassword:
    'Hasło musi składać się z co najmniej 12 znaków, w tym dużej litery, cyfry oraz znaku specjalnego.',
} as const;

/** LexikJWT's 401 messages (D20). */
export const JWT_MESSAGES = {
  expired: 'Expired JWT Token',
  invalid: 'Invalid JWT Token',
  notFound: 'JWT Token not found',
  badCredentials: 'Invalid credentials.',
} as const;

/** LexikJWT's 401 body (D20): 'Expired JWT Token', 'Invalid JWT Token', 'JWT Token not found', 'Invalid credentials.' */
export const jwtErrorSchema = zm.object({
  code: zm.number(),
  message: zm.string(),
});
export type JwtError = z.infer<typeof jwtErrorSchema>;

// ---------------------------------------------------------------------------------------------------
// Token answers

/** A boolean as the server may send it (true/false, 1/0, '1'/'0'); missing reads as false. */
const booleanish = zm.pipe(
  zm.transform((value: unknown) => (value === undefined ? false : (parseBooleanish(value) ?? value))),
  zm.boolean(),
);

const roles = zm.pipe(
  zm.transform((value: unknown) => (value === null || value === undefined ? [] : value)),
  zm.array(zm.string()),
);

/** The user the session belongs to. */
export const sessionUserSchema = zm.object({
  username: zm.string(),
  forcePasswordChange: booleanish,
  roles,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/token/auth answer. */
export const loginResponseSchema = zm.object({
  token: zm.string(),
  username: zm.string(),
  forcePasswordChange: booleanish,
  roles,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/token/refresh answer: the token and the user under `data`. */
export const refreshResponseSchema = zm.object({
  token: zm.string(),
  data: sessionUserSchema,
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// Login form: no required-field rules (01 §5); its schema is `loginFormSchema` in ./session

export interface LoginForm {
  username: string;
  password: string;
}

export function newLoginForm(): LoginForm {
  return { username: '', password: '' };
}
