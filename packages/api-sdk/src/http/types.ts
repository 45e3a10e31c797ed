export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The part of `fetch` the SDK uses; browser fetch, Node's fetch and undici's fetch all fit. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Options every call accepts. */
export interface CallOptions {
  /** Cancels the call; it then rejects with the signal's reason (an 'AbortError' DOMException). */
  signal?: AbortSignal | undefined;
  /** Budget for the whole call in ms, retries and a token refresh included; TimeoutError when exceeded. */
  timeout?: number | undefined;
  /** Extra headers for this call. */
  headers?: Record<string, string> | undefined;
}
