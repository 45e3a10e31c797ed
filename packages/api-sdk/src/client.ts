import type { z } from 'zod';
import { TOKEN_REFRESH_THRESHOLD_MS } from './constants';
import { AuthManager, type RefreshLock, type SessionEndEvent } from './http/auth';
import { RequestSender } from './http/request';
import { type RetryOptions, resolveRetryOptions } from './http/retry';
import type { SessionStore } from './http/session';
import type { CallOptions, FetchLike } from './http/types';
import type { Page } from './hydra/page';
import { createPageReader } from './hydra/reader';
import type { ResourceContext } from './resources/context';
import { loginResponseSchema, refreshResponseSchema } from './schemas/session';

export interface ApiClientOptions {
  /**
   * The portal API's base URL (D3), e.g. 'https://portal.example' or '' for the origin that served the
   * panel. API paths ('/api/…', '/cache/…') are appended to it.
   */
  baseUrl: string;
  /** The fetch to use; default the global fetch. The Node entry passes undici's with a keep-alive agent. */
  fetch?: FetchLike | undefined;
  /** Keeps the session across restarts (Node: FileSessionStore). The browser keeps it in memory only. */
  sessionStore?: SessionStore | undefined;
  /** Called once when a session ends because the server refused the token refresh. */
  onSessionEnd?: ((event: SessionEndEvent) => void) | undefined;
  /** Wraps every refresh call, e.g. with a Web Lock for cross-tab coordination. */
  refreshLock?: RefreshLock | undefined;
  /** Retry policy of idempotent calls (GET, PUT, DELETE). */
  retry?: RetryOptions | undefined;
  /** Default budget of every call in ms (none by default); each call may pass its own. */
  timeout?: number | undefined;
  /** Headers sent with every call. */
  headers?: Record<string, string> | undefined;
  /** The pre-emptive refresh threshold in ms (default 10 s, the specification's). */
  refreshThreshold?: number | undefined;
  /** The file picker's `{fileApiPath}` (D4: '/api/media/'). */
  fileApiPath?: string | undefined;
  /** The clock, in ms since the epoch (tests and Retry-After dates). */
  now?: (() => number) | undefined;
}

function defaultFetch(): FetchLike {
  if (typeof globalThis.fetch !== 'function') {
    throw new TypeError('No global fetch: pass `fetch` to createApiClient (or use @redakcja/api-sdk/node).');
  }
  return (input, init) => globalThis.fetch(input, init);
}

/** Builds the client: `auth`, one module per area of the specification, and the paging helpers. */
export function createApiClient(options: ApiClientOptions) {
  const now = options.now ?? Date.now;
  const sender = new RequestSender({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? defaultFetch(),
    retry: resolveRetryOptions(options.retry),
    timeout: options.timeout,
    now,
    headers: options.headers ?? {},
  });
  const authManager = new AuthManager({
    sender,
    loginAnswerSchema: loginResponseSchema,
    refreshAnswerSchema: refreshResponseSchema,
    refreshThreshold: options.refreshThreshold ?? TOKEN_REFRESH_THRESHOLD_MS,
    now,
    sessionStore: options.sessionStore,
    onSessionEnd: options.onSessionEnd,
    refreshLock: options.refreshLock,
  });
  sender.useTokens(authManager);
  const pages = createPageReader(sender);
  const ctx: ResourceContext = {
    sender,
    pages,
    auth: authManager,
    fileApiPath: options.fileApiPath ?? '/api/media/',
  };

  const auth = {
    login: authManager.login,
    logout: authManager.logout,
    refresh: authManager.refresh,
    restore: authManager.restore,
    changePassword: authManager.changePassword,
    ensureFreshToken: authManager.ensureFreshToken,
    getSession: authManager.getSession,
    subscribe: authManager.subscribe,
    clearSession: authManager.clearSession,
  };

  return {
    auth,
    /** Fetches any collection page by a link the server gave, parsing its items with `item`. */
    getPage: <S extends z.ZodType>(
      link: string,
      item: S,
      callOptions?: CallOptions,
    ): Promise<Page<z.output<S>>> => pages.pageByLink(link, item, callOptions),
    /** Every page from a link on, following `next` (stops on no next, an empty page or a repeated link). */
    pagesFrom: <S extends z.ZodType>(
      link: string,
      item: S,
      callOptions?: CallOptions,
    ): AsyncGenerator<Page<z.output<S>>> =>
      pages.pages({ method: 'GET', path: link, link: true }, item, callOptions),
    /** Every item of every page from a link on. */
    itemsFrom: <S extends z.ZodType>(
      link: string,
      item: S,
      callOptions?: CallOptions,
    ): AsyncGenerator<z.output<S>> =>
      pages.items({ method: 'GET', path: link, link: true }, item, callOptions),
    /**
     * The request sender behind every module (bearer, refresh, retries, errors): `http.json(spec, schema)`,
     * `http.text(spec)`, `http.empty(spec)` for a call no module covers.
     */
    http: sender,
    /** The base URL the client was built with. */
    baseUrl: options.baseUrl,
    ...createResources(ctx),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type AuthApi = ApiClient['auth'];

function createResources(_ctx: ResourceContext) {
  return {};
}
