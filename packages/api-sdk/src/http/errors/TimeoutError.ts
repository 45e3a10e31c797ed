import { ApiError } from './ApiError';

/** The call (retries included) did not finish within its `timeout`. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';

  /** The budget that ran out, in milliseconds. */
  readonly timeout: number;

  constructor(init: { method: string; url: string; timeout: number }) {
    super(`${init.method} ${init.url} timed out after ${init.timeout} ms`, init);
    this.timeout = init.timeout;
  }
}
