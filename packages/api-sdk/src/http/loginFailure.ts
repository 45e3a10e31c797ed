/**
 * The text a failed login shows (01 §8, D22, D28): 'Brak połączenia z serwerem.' when no answer came (no
 * network); 'Serwer jest chwilowo niedostępny. Spróbuj ponownie.' when the server could not answer it
 * (a 5xx, a body that is not the contract's token answer, a timeout); the server's own message only when
 * it is Polish text; otherwise (a refusal) 'Błędny login lub hasło.'. Light on purpose: the login screen
 * imports it with `createApiCore`.
 */
import { JWT_MESSAGES, sessionMessages } from '../schemas/auth';
import { HttpError } from './errors/HttpError';
import { NetworkError } from './errors/NetworkError';
import { SchemaError } from './errors/SchemaError';
import { TimeoutError } from './errors/TimeoutError';

const ENGLISH_DEFAULTS: ReadonlySet<string> = new Set(Object.values(JWT_MESSAGES));
const POLISH_LETTER = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

/**
 * SDK-C17: a server message counts as Polish when it is not one of LexikJWT's English defaults and is
 * written with at least one Polish letter (so 'Bad credentials' or 'Access denied' never shows).
 */
export function isPolishServerMessage(message: unknown): message is string {
  return (
    typeof message === 'string' &&
    message.trim() !== '' &&
    !ENGLISH_DEFAULTS.has(message.trim()) &&
    POLISH_LETTER.test(message)
  );
}

/** The Polish text for a failed `auth.login` (any error it rejects with). */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof TimeoutError) return sessionMessages.serverUnavailable;
  if (error instanceof NetworkError) return sessionMessages.noConnection;
  // The server's explanation: LexikJWT's `message` or API Platform's description (HttpError reads both).
  if (error instanceof HttpError && isPolishServerMessage(error.description)) return error.description.trim();
  // D28: the server failed (5xx, or an answer that is not JSON or not a token answer): not the user's fault.
  if (error instanceof HttpError && error.status >= 500) return sessionMessages.serverUnavailable;
  if (error instanceof SchemaError) return sessionMessages.serverUnavailable;
  return sessionMessages.loginFailure;
}
