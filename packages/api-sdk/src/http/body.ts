import { JWT_MESSAGES } from '../schemas/auth';

/** A response whose body has been read once, so that errors, refresh checks and parsing share it. */
export interface ReadResponse {
  status: number;
  statusText: string;
  headers: Headers;
  url: string;
  /** The raw text ('' when empty). */
  text: string;
}

export const NOT_JSON: unique symbol = Symbol('not JSON');

/** Parses the text as JSON, or returns NOT_JSON (an empty body is `null`). */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** The body for an error: the JSON value when it parses, the text otherwise, null when empty. */
export function errorBody(text: string): unknown {
  const parsed = parseJson(text);
  return parsed === NOT_JSON ? text : parsed;
}

export function isExpiredTokenBody(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as Record<string, unknown>).message === JWT_MESSAGES.expired
  );
}
