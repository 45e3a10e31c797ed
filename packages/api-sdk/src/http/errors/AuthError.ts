import { HttpError, type HttpErrorInit } from './HttpError';

/**
 * 401: the call was not authenticated. `reason` carries LexikJWT's message (D20): 'Expired JWT Token',
 * 'Invalid JWT Token', 'JWT Token not found' or 'Invalid credentials.'. Also thrown to every request that was
 * waiting for a token refresh that the server refused.
 */
export class AuthError extends HttpError {
  override name = 'AuthError';

  /** LexikJWT's `message`, when the body carried one. */
  readonly reason: string | undefined;

  constructor(init: HttpErrorInit) {
    const reason = readMessage(init.body);
    super(
      init,
      `${init.method} ${init.url} was not authorised (${init.status}${reason ? `: ${reason}` : ''})`,
    );
    this.reason = reason;
  }
}

function readMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as Record<string, unknown>).message;
  return typeof message === 'string' ? message : undefined;
}
