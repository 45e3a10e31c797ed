/**
 * Session and account (01 §3, §5, §7): the login form and credentials body (no rules), the password
 * change (client: text required; server: the strong-password rule whose message is the guidance shown
 * on the screen), the Google credentials JSON, the token answers and LexikJWT's 401 body. LexikJWT's
 * messages, the session texts and the login form's values are in ./auth (no zod).
 */
import { z } from 'zod';
import { USER_PASSWORD_MIN_LENGTH } from '../constants';
import { type LoginForm, sessionMessages } from './auth';
import { objectOf, parseBooleanish, sharedMessages, textLength, textOrEmptySchema } from './shared';

export const googleCredentialsMessages = {
  /** The credentials file's content is not text, or not a JSON object (03 "Credentials-file form"). */
  invalid: 'Niepoprawny plik autoryzacyjny',
  /** The pasted credentials text is not a JSON object (SDK-7): no file was involved. */
  invalidJson: 'Wklejone dane nie są poprawnym obiektem JSON',
  /** The credentials file could not be read. */
  readFailed: 'Nie udało się załadować pliku',
  /** Label of the file input. */
  fileLabel: 'Plik autoryzacyjny',
} as const;

// ---------------------------------------------------------------------------------------------------
// Session user and token answers. The session-only client reads them with `readLoginAnswer` and
// `readRefreshAnswer` (http/tokenAnswer.ts), which accept exactly what these accept (a test keeps them
// in agreement) without carrying zod into a login screen.

/** Roles when the answer names them; missing or null leaves them to the JWT's claims. */
const rolesSchema = z.preprocess(
  (value) => (value === null ? undefined : value),
  z.array(z.string()).optional(),
);

/** The flag when the answer names it (booleanish); missing leaves the default (false). */
const optionalFlagSchema = z.preprocess(
  (value) => (value === undefined ? undefined : (parseBooleanish(value) ?? value)),
  z.boolean().optional(),
);

/**
 * The user the session belongs to, as the portal adds it to the token answers (01 §7). Every field is
 * optional: a stock LexikJWT or gesdinet answer carries the token alone, and the session then takes the
 * JWT's own claims (username, roles, exp), forcePasswordChange false (SDK-30).
 */
export const sessionUserSchema = z.object({
  username: z.string().optional(),
  forcePasswordChange: optionalFlagSchema,
  roles: rolesSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/token/auth answer: the token, with the user's fields when the server adds them. */
export const loginResponseSchema = z.object({
  token: z.string(),
  ...sessionUserSchema.shape,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/token/refresh answer: the token, with the user under `data` when the server adds it. */
export const refreshResponseSchema = z.object({
  token: z.string(),
  data: sessionUserSchema.optional(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** LexikJWT's 401 body (D20): 'Expired JWT Token', 'Invalid JWT Token', 'JWT Token not found', 'Invalid credentials.' */
export const jwtErrorSchema = z.object({
  code: z.number(),
  message: z.string(),
});
export type JwtError = z.infer<typeof jwtErrorSchema>;

// ---------------------------------------------------------------------------------------------------
// Login: no required-field rules (01 §5)

/** The login form: any text (`LoginForm` and `newLoginForm` are in ./auth, light enough for the login screen). */
export const loginFormSchema: z.ZodType<LoginForm> = objectOf({
  username: textOrEmptySchema,
  password: textOrEmptySchema,
});

/** POST /api/token/auth body. */
export const credentialsPayloadSchema = objectOf({
  username: z.string({ error: sharedMessages.required }),
  password: z.string({ error: sharedMessages.required }),
});
export type CredentialsPayload = z.infer<typeof credentialsPayloadSchema>;

// ---------------------------------------------------------------------------------------------------
// Password change

/**
 * The server's password rule for users: at least 12 characters with an uppercase letter, a digit and a
 * special character (any character that is neither a letter, a digit nor white space: SDK-8).
 */
export function isStrongPassword(value: string): boolean {
  return (
    textLength(value) >= USER_PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(value) &&
    /\p{Nd}/u.test(value) &&
    /[^\p{L}\p{N}\s]/u.test(value)
  );
}

/** The server rule as a schema: a string that is a strong password, with the guidance as message. */
export const strongPasswordSchema = z.string({ error: sharedMessages.required }).superRefine((value, ctx) => {
  if (!isStrongPassword(value)) ctx.addIssue({ code: 'custom', message: sessionMessages.strongPassword });
});

/** The password-change form: the client only requires a text value (01 §5). */
export const passwordChangeFormSchema = objectOf({
  password: z
    .string({ error: sharedMessages.required })
    .refine((value) => value !== '', { error: sharedMessages.required }),
});
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;

export function newPasswordChangeForm(): PasswordChangeForm {
  return { password: '' };
}

/** The server's refusals of a password change beyond the strength rule (here, not in ./auth: the login screen needs none). */
export const passwordChangeMessages = {
  /** The password in use: the one an admin handed out must not stay valid. */
  samePassword: 'Nowe hasło musi różnić się od obecnego.',
} as const;

/** PATCH /api/users/change_password body, validated by the server's rule. */
export const passwordChangePayloadSchema = objectOf({ password: strongPasswordSchema });
export type PasswordChangePayload = z.infer<typeof passwordChangePayloadSchema>;

export function toPasswordChangePayload(form: PasswordChangeForm): PasswordChangePayload {
  return { password: form.password };
}

// ---------------------------------------------------------------------------------------------------
// Google verification credentials (01 §5): text that must parse as a JSON object

function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export const googleCredentialsFormSchema = objectOf({
  credentials: z.string({ error: googleCredentialsMessages.invalid }).superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: sharedMessages.required });
    else if (!parseJsonObject(value))
      ctx.addIssue({ code: 'custom', message: googleCredentialsMessages.invalidJson });
  }),
});
export type GoogleCredentialsForm = z.infer<typeof googleCredentialsFormSchema>;

export function newGoogleCredentialsForm(): GoogleCredentialsForm {
  return { credentials: '' };
}

/** POST /api/google/credentials body: the parsed object. */
export const googleCredentialsPayloadSchema = objectOf({
  credentials: z.record(z.string(), z.unknown(), { error: googleCredentialsMessages.invalid }),
});
export type GoogleCredentialsPayload = z.infer<typeof googleCredentialsPayloadSchema>;

/** The body from the form; throws when the text is not a JSON object (validate the form first). */
export function toGoogleCredentialsPayload(form: GoogleCredentialsForm): GoogleCredentialsPayload {
  const credentials = parseJsonObject(form.credentials);
  if (!credentials) throw new TypeError(googleCredentialsMessages.invalid);
  return { credentials };
}

/** The answer: an `error` field on failure, anything else is success. */
export const googleCredentialsResponseSchema = z.looseObject({
  error: z.unknown().optional(),
});
export type GoogleCredentialsResponse = z.infer<typeof googleCredentialsResponseSchema>;
