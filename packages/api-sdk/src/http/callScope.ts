import { raceSignal } from './abort';
import { ApiError } from './errors/ApiError';
import { NetworkError } from './errors/NetworkError';
import { TimeoutError } from './errors/TimeoutError';

/**
 * One call's cancellation and deadline: joins the caller's signal and the timeout into one signal for fetch,
 * the backoff sleeps and the waits for a shared refresh, and turns what aborted into the right error.
 */
export class CallScope {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onUserAbort: (() => void) | undefined;
  private timedOut = false;

  constructor(
    private readonly method: string,
    private readonly url: string,
    private readonly userSignal: AbortSignal | undefined,
    private readonly timeout: number | undefined,
  ) {
    // The caller's signal is joined by a listener removed in dispose(), not by AbortSignal.any: on Node 20,
    // every AbortSignal.any() keeps a weak entry on a long-lived source signal (a CLI's Ctrl-C signal given
    // to thousands of page calls), which kept each call's signals alive and doubled a long export's heap.
    this.signal = this.controller.signal;
    if (userSignal?.aborted) {
      this.controller.abort(userSignal.reason);
    } else if (userSignal) {
      const onUserAbort = () => this.controller.abort(userSignal.reason);
      userSignal.addEventListener('abort', onUserAbort, { once: true });
      this.onUserAbort = onUserAbort;
    }
    if (timeout !== undefined && timeout > 0 && Number.isFinite(timeout)) {
      this.timer = setTimeout(() => {
        this.timedOut = true;
        this.controller.abort(new TimeoutError({ method, url, timeout }));
      }, timeout);
    }
  }

  /** Rejects before any work when the caller's signal is already aborted. */
  throwIfAborted(): void {
    if (this.userSignal?.aborted) throw this.userSignal.reason;
  }

  /** Waits for a shared promise, but gives up as soon as this call is cancelled or times out. */
  race<T>(promise: Promise<T>): Promise<T> {
    return raceSignal(promise, this.signal);
  }

  /**
   * Maps whatever a step threw: the caller's abort reason untouched (React Query's AbortError), our own
   * TimeoutError, our ApiErrors untouched, anything else (fetch's TypeError…) as a NetworkError.
   */
  translate(error: unknown): unknown {
    if (this.userSignal?.aborted) return this.userSignal.reason;
    if (this.timedOut)
      return new TimeoutError({ method: this.method, url: this.url, timeout: this.timeout ?? 0 });
    if (error instanceof ApiError) return error;
    return new NetworkError({ method: this.method, url: this.url, cause: error });
  }

  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    if (this.onUserAbort) this.userSignal?.removeEventListener('abort', this.onUserAbort);
  }
}
