/**
 * The text a failed login shows (01 §8, D22): 'Brak połączenia z serwerem.' when the server could not be
 * reached; the server's own message only when it is Polish text (WEB-5: not one of LexikJWT's English
 * defaults, and written with a Polish letter); otherwise 'Błędny login lub hasło.'.
 */
import { HttpError, JWT_MESSAGES, NetworkError, sessionMessages, TimeoutError } from '@redakcja/api-sdk';

const ENGLISH_DEFAULTS = new Set<string>(Object.values(JWT_MESSAGES));
const POLISH_LETTER = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

export function isPolishServerMessage(message: unknown): message is string {
  return (
    typeof message === 'string' &&
    message.trim() !== '' &&
    !ENGLISH_DEFAULTS.has(message.trim()) &&
    POLISH_LETTER.test(message)
  );
}

export function loginFailureMessage(error: unknown): string {
  if (error instanceof NetworkError || error instanceof TimeoutError) return sessionMessages.noConnection;
  if (error instanceof HttpError && typeof error.body === 'object' && error.body !== null) {
    const message = (error.body as Record<string, unknown>).message;
    if (isPolishServerMessage(message)) return message.trim();
  }
  return sessionMessages.loginFailure;
}
