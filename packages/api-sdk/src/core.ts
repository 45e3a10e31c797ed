/**
 * The session-only client: request sender (bearer, shared refresh, retries, typed errors, cancellation)
 * and `auth`, without any resource module. A login screen built on it carries neither the resource
 * modules nor the contract's schemas, nor zod: bundlers drop them. `withResources(core)` in
 * ./client adds the modules later on the same session; `createApiClient` does both at once.
 */
import { FILE_API_PATH, TOKEN_REFRESH_THRESHOLD_MS } from './constants';
import { AuthManager, type RefreshLock, type SessionEndEvent } from './http/auth';
import { RequestSender } from './http/request';
import { type RetryOptions, resolveRetryOptions } from './http/retry';
import type { SessionStore } from './http/session';
import { readLoginAnswer, readRefreshAnswer } from './http/tokenAnswer';
import type { FetchLike } from './http/types';

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

/** What the resource modules are built on (see `resourceContext` in ./client). */
export interface CoreContext {
  readonly sender: RequestSender;
  readonly auth: AuthManager;
  /** The file picker's `{fileApiPath}` (D4: '/api/media/'). */
  readonly fileApiPath: string;
}

function defaultFetch(): FetchLike {
  if (typeof globalThis.fetch !== 'function') {
    throw new TypeError('No global fetch: pass `fetch` to createApiClient (or use @redakcja/api-sdk/node).');
  }
  return (input, init) => globalThis.fetch(input, init);
}

/** The session-only client: `auth`, the request sender (`http`) and the base URL. */
export function createApiCore(options: ApiClientOptions) {
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
    readLoginAnswer,
    readRefreshAnswer,
    refreshThreshold: options.refreshThreshold ?? TOKEN_REFRESH_THRESHOLD_MS,
    now,
    sessionStore: options.sessionStore,
    onSessionEnd: options.onSessionEnd,
    refreshLock: options.refreshLock,
  });
  sender.useTokens(authManager);

  const auth = {
    login: authManager.login,
    logout: authManager.logout,
    refresh: authManager.refresh,
    restore: authManager.restore,
    resume: authManager.resume,
    changePassword: authManager.changePassword,
    ensureFreshToken: authManager.ensureFreshToken,
    getSession: authManager.getSession,
    subscribe: authManager.subscribe,
    clearSession: authManager.clearSession,
  };

  const context: CoreContext = {
    sender,
    auth: authManager,
    fileApiPath: options.fileApiPath ?? FILE_API_PATH,
  };

  return {
    auth,
    /**
     * The request sender behind every call (bearer, refresh, retries, errors): `http.json(spec, schema)`,
     * `http.text(spec)`, `http.empty(spec)` for a call no module covers.
     */
    http: sender,
    /** The base URL the client was built with. */
    baseUrl: options.baseUrl,
    /** What resource modules are built on: `withResources(core)` or `createXResource(resourceContext(core))`. */
    context,
  };
}

export type ApiCore = ReturnType<typeof createApiCore>;
export type AuthApi = ApiCore['auth'];
