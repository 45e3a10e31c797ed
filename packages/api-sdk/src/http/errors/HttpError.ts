import { ApiError } from './ApiError';

export interface HttpErrorInit {
  method: string;
  url: string;
  status: number;
  statusText?: string;
  /** The response body: parsed JSON when it was JSON, the raw text otherwise, null when empty. */
  body: unknown;
  headers?: Headers;
}

/** Reads API Platform's error description: `hydra:description`, or `description`/`detail` of newer versions. */
export function describeErrorBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['hydra:description', 'description', 'detail', 'message']) {
    const value = record[key];
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return undefined;
}

/** The server answered with a status outside 2xx. Subclasses narrow the common statuses. */
export class HttpError extends ApiError {
  override name = 'HttpError';

  readonly status: number;
  readonly statusText: string;
  /** The parsed response body (JSON value, text, or null). */
  readonly body: unknown;
  /** The server's own explanation (`hydra:description` and its variants), when it gave one. */
  readonly description: string | undefined;
  readonly headers: Headers | undefined;

  constructor(init: HttpErrorInit, message?: string) {
    const description = describeErrorBody(init.body);
    super(
      message ??
        `${init.method} ${init.url} failed with ${init.status}${description ? `: ${description}` : init.statusText ? ` ${init.statusText}` : ''}`,
      init,
    );
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.body = init.body;
    this.description = description;
    this.headers = init.headers;
  }
}
