import type { z } from 'zod';
import { errorBody, isExpiredTokenBody, type ReadResponse } from './body';
import { CallScope } from './callScope';
import { createHttpError } from './errors/createHttpError';
import { requestInit, requestUrl } from './requestShape';
import {
  backoffDelay,
  isRetryableMethod,
  isRetryableStatus,
  parseRetryAfter,
  type ResolvedRetryOptions,
} from './retry';
import { decodeJson, parseWithSchema, type Schema } from './schema';
import type { CallOptions, FetchLike, HttpMethod } from './types';
import type { Query } from './url';
import { rememberVersion } from './versions';

export { JSON_CONTENT_TYPE, JSON_LD_ACCEPT, MERGE_PATCH_CONTENT_TYPE } from './requestShape';

/** Where the access token comes from; implemented by the session manager (`http/auth.ts`). */
export interface TokenSource {
  /** The current access token, or null when logged out. */
  token(): string | null;
  /** The refresh in flight, if any: a new request waits for it instead of sending a dying token. */
  pendingRefresh(): Promise<unknown> | null;
  /**
   * A request sent with `usedToken` met 'Expired JWT Token'. Resolves true once a newer token is in place
   * (refreshing if nobody has yet), false when there is no session left to renew; rejects when the refresh
   * fails.
   */
  renewAfterExpired(usedToken: string): Promise<boolean>;
}

/** What one call sends. */
export interface RequestSpec {
  method: HttpMethod;
  /** An API path (`/api/articles`) joined to the base URL, or a server link taken as given. */
  path: string;
  /** True when `path` is a link the server gave (Hydra `next`, `@id`): resolved against the base URL's origin. */
  link?: boolean;
  query?: Query;
  /** JSON body. */
  json?: unknown;
  /** Multipart body (uploads). Never retried. */
  form?: FormData;
  /** Content-Type of a JSON body; default application/json, merge-patch for PATCH. */
  contentType?: string;
  /** Accept header; default JSON-LD then JSON. */
  accept?: string;
  /** false for the token endpoints: no bearer, no refresh on 401. Default true. */
  auth?: boolean;
  /** false to send the bearer but never refresh on 'Expired JWT Token' (logout). Default true. */
  refreshOnExpired?: boolean;
  /** Send cookies (the refresh token cookie travels only on the token endpoints). */
  credentials?: RequestInit['credentials'];
}

export interface SenderConfig {
  baseUrl: string;
  fetch: FetchLike;
  retry: ResolvedRetryOptions;
  /** Default per-call budget in ms (undefined: none). */
  timeout: number | undefined;
  now: () => number;
  /** Headers added to every call. */
  headers: Record<string, string>;
}

/**
 * Sends calls: bearer header, retries of idempotent calls, a shared refresh on 'Expired JWT Token' with one
 * retry, typed errors for non-2xx answers, schema validation of bodies, cancellation and deadline.
 */
export class RequestSender {
  private tokens: TokenSource | null = null;

  constructor(readonly config: SenderConfig) {}

  /** Wired after construction because the session manager itself sends calls through this sender. */
  useTokens(tokens: TokenSource): void {
    this.tokens = tokens;
  }

  url(spec: Pick<RequestSpec, 'path' | 'link' | 'query'>): string {
    return requestUrl(this.config.baseUrl, spec);
  }

  /** Sends the call and returns the 2xx answer with its text read; throws the matching error otherwise. */
  async send(spec: RequestSpec, options: CallOptions = {}): Promise<ReadResponse> {
    const url = this.url(spec);
    const scope = new CallScope(spec.method, url, options.signal, options.timeout ?? this.config.timeout);
    try {
      scope.throwIfAborted();
      const response = await this.sendAuthorized(spec, url, options, scope);
      if (response.status >= 200 && response.status < 300) return response;
      throw createHttpError({
        method: spec.method,
        url,
        status: response.status,
        statusText: response.statusText,
        body: errorBody(response.text),
        headers: response.headers,
      });
    } catch (error) {
      throw scope.translate(error);
    } finally {
      scope.dispose();
    }
  }

  /** Sends the call and validates the JSON answer with `schema`. */
  async json<S extends Schema>(spec: RequestSpec, schema: S, options?: CallOptions): Promise<z.output<S>> {
    const response = await this.send(spec, options);
    const where = { method: spec.method, url: response.url || this.url(spec) };
    const parsed = parseWithSchema(schema, decodeJson(response.text, where), where);
    // A record's tag, for a later write that names it as `expected` (If-Match).
    rememberVersion(parsed, response.headers.get('etag'));
    return parsed;
  }

  /** Sends the call and returns the decoded JSON without a schema (callers validate it themselves). */
  async unknownJson(spec: RequestSpec, options?: CallOptions): Promise<{ body: unknown; url: string }> {
    const response = await this.send(spec, options);
    const url = this.url(spec);
    return { body: decodeJson(response.text, { method: spec.method, url }), url };
  }

  /** Sends the call and returns the answer as text (the RSS generator answers HTML). */
  async text(spec: RequestSpec, options?: CallOptions): Promise<string> {
    return (await this.send(spec, options)).text;
  }

  /** Sends the call and ignores the body (DELETE's 204, cache clears). */
  async empty(spec: RequestSpec, options?: CallOptions): Promise<void> {
    await this.send(spec, options);
  }

  private async sendAuthorized(
    spec: RequestSpec,
    url: string,
    options: CallOptions,
    scope: CallScope,
  ): Promise<ReadResponse> {
    const tokens = spec.auth === false ? null : this.tokens;
    if (!tokens) return this.exchange(spec, url, null, options, scope);

    const pending = tokens.pendingRefresh();
    if (pending) await scope.race(pending.then(noop, noop));
    const token = tokens.token();
    const response = await this.exchange(spec, url, token, options, scope);
    if (
      response.status !== 401 ||
      token === null ||
      spec.refreshOnExpired === false ||
      !isExpiredTokenBody(errorBody(response.text))
    ) {
      return response;
    }
    // One refresh shared by every request that meets the expiry, then one retry of this request.
    const renewed = await scope.race(tokens.renewAfterExpired(token));
    if (!renewed) return response;
    return this.exchange(spec, url, tokens.token(), options, scope);
  }

  /** One logical exchange: fetch with retries of idempotent calls, then the body read as text. */
  private async exchange(
    spec: RequestSpec,
    url: string,
    token: string | null,
    options: CallOptions,
    scope: CallScope,
  ): Promise<ReadResponse> {
    const init = requestInit(spec, token, this.config.headers, options.headers);
    const retryable = isRetryableMethod(spec.method) && !spec.form;
    const response = await this.fetchWithRetry(url, init, retryable, scope);
    const text = await response.text();
    return {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      url: response.url || url,
      text,
    };
  }

  private async fetchWithRetry(
    url: string,
    init: RequestInit,
    retryable: boolean,
    scope: CallScope,
  ): Promise<Response> {
    const { retry } = this.config;
    const method = init.method ?? 'GET';
    for (let attempt = 1; ; attempt++) {
      const canRetry = retryable && attempt <= retry.limit;
      let response: Response;
      try {
        response = await this.config.fetch(url, { ...init, signal: scope.signal });
      } catch (error) {
        if (scope.signal.aborted || !canRetry) throw error;
        const delay = backoffDelay(attempt, retry);
        retry.onRetry?.({ method, url, attempt, delay, status: undefined, error });
        await retry.sleep(delay, scope.signal);
        continue;
      }
      if (!canRetry || !isRetryableStatus(response.status)) return response;
      const retryAfter = parseRetryAfter(response.headers.get('Retry-After'), this.config.now());
      if (retryAfter !== undefined && retryAfter > retry.maxRetryAfter) return response;
      const delay = retryAfter ?? backoffDelay(attempt, retry);
      await response.body?.cancel().catch(noop);
      retry.onRetry?.({ method, url, attempt, delay, status: response.status, error: undefined });
      await retry.sleep(delay, scope.signal);
    }
  }
}

function noop(): void {}
