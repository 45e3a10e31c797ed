/**
 * The common base of every error the SDK throws on purpose. Cancellation is the one exception: an aborted
 * call rejects with the signal's own reason (a DOMException named 'AbortError'), so React Query and the
 * CLI recognise it as a cancellation rather than a failure.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  /** HTTP method of the call that failed. */
  readonly method: string;
  /** Absolute or base-relative URL of the call that failed. */
  readonly url: string;

  constructor(message: string, init: { method: string; url: string; cause?: unknown }) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.method = init.method;
    this.url = init.url;
  }
}
