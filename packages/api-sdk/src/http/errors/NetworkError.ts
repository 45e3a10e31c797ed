import { ApiError } from './ApiError';

/** No answer reached us: DNS, refused connection, reset, CORS, offline. The original error is the `cause`. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';

  constructor(init: { method: string; url: string; cause: unknown }) {
    const detail = init.cause instanceof Error ? `: ${init.cause.message}` : '';
    super(`${init.method} ${init.url} could not reach the server${detail}`, init);
  }
}
