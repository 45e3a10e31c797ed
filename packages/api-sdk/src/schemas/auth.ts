/**
 * What the login needs of the contract without zod (01 §3, §8; D20, D22): the Polish texts of the
 * session, LexikJWT's messages and the login form's values. The login screen and the session-only
 * client (`createApiCore`) import them without the schemas; the token answers' schemas are in ./session.
 */

export const sessionMessages = {
  /** Shown after a successful login. */
  loginSuccess: 'Pomyślnie zalogowano.',
  /** Login failure default text (D22). */
  loginFailure: 'Błędny login lub hasło.',
  /** No network at login (D22), and a start-up refresh that reached no working server (D29). */
  noConnection: 'Brak połączenia z serwerem.',
  /** A login answered with a 5xx, an unreadable body or a timeout (D28). */
  serverUnavailable: 'Serwer jest chwilowo niedostępny. Spróbuj ponownie.',
  /** The login screen after the logout that follows a password change (the specification has none). */
  passwordChanged: 'Hasło zostało zmienione. Zaloguj się nowym hasłem.',
  /** The start-up screen's retry button (D29). */
  retry: 'Spróbuj ponownie',
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

// ---------------------------------------------------------------------------------------------------
// Login form: no required-field rules (01 §5); its schema is `loginFormSchema` in ./session

export interface LoginForm {
  username: string;
  password: string;
}

export function newLoginForm(): LoginForm {
  return { username: '', password: '' };
}
