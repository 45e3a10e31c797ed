import { raceSignal } from './abort';
import { ApiError } from './errors/ApiError';
import { AuthError } from './errors/AuthError';
import { HttpError } from './errors/HttpError';
import { SchemaError } from './errors/SchemaError';
import type { RequestSender, RequestSpec, TokenSource } from './request';
import { type ShapedRequest, shapeRequest } from './requestShape';
import {
  type Session,
  type SessionStore,
  type StoredSession,
  sessionFromAnswer,
  type TokenAnswer,
} from './session';
import type { TokenAnswerResult } from './tokenAnswer';
import type { CallOptions } from './types';

/** Why a session ended without the user asking. */
export interface SessionEndEvent {
  reason: 'refresh-failed';
  /** The refusal of the refresh call. */
  error: AuthError;
  /** The session that ended. */
  session: Session;
}

/** Runs the refresh, e.g. under a Web Lock so that two tabs never rotate the same refresh cookie at once. */
export type RefreshLock = <T>(refresh: () => Promise<T>) => Promise<T>;

export interface Credentials {
  username: string;
  password: string;
}

export type SessionListener = (session: Session | null) => void;

export interface AuthManagerOptions {
  sender: RequestSender;
  /** Reads POST /api/token/auth answers. */
  readLoginAnswer: (body: unknown) => TokenAnswerResult;
  /** Reads POST /api/token/refresh answers. */
  readRefreshAnswer: (body: unknown) => TokenAnswerResult;
  /** Pre-emptive refresh threshold in ms (10 s per the specification). */
  refreshThreshold: number;
  now: () => number;
  sessionStore?: SessionStore | undefined;
  onSessionEnd?: ((event: SessionEndEvent) => void) | undefined;
  refreshLock?: RefreshLock | undefined;
}

export const TOKEN_AUTH_PATH = '/api/token/auth';
export const TOKEN_REFRESH_PATH = '/api/token/refresh';
export const TOKEN_INVALIDATE_PATH = '/api/token/invalidate';
export const CHANGE_PASSWORD_PATH = '/api/users/change_password';

/** The refresh call: no body, no bearer; the refresh cookie travels by itself. */
const REFRESH_SPEC: RequestSpec = {
  method: 'POST',
  path: TOKEN_REFRESH_PATH,
  auth: false,
  credentials: 'include',
};

/** The refresh call as fetch takes it, for a caller that sends it before the client exists (the panel's boot). */
export function refreshRequest(baseUrl: string): ShapedRequest {
  return shapeRequest(baseUrl, REFRESH_SPEC, null);
}

/**
 * The login session: login, logout, refresh (one shared call for every waiter), restore at start-up,
 * password change, the pre-emptive 10-second refresh, and a subscribable session value.
 */
export class AuthManager implements TokenSource {
  private session: Session | null = null;
  private readonly listeners = new Set<SessionListener>();
  private inflightRefresh: Promise<Session> | null = null;
  private storeQueue: Promise<void> = Promise.resolve();

  constructor(private readonly options: AuthManagerOptions) {}

  // ---- public API -------------------------------------------------------------------------------------

  /** The current session, or null when logged out. Stable between changes (fit for useSyncExternalStore). */
  getSession = (): Session | null => this.session;

  /** Calls `listener` on every change of the session (login, refresh, logout, end). Returns unsubscribe. */
  subscribe = (listener: SessionListener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** POST /api/token/auth. On failure the session is cleared and the error (AuthError for 401) rethrown. */
  login = async (credentials: Credentials, options?: CallOptions): Promise<Session> => {
    try {
      const answer = await this.tokenCall(
        {
          method: 'POST',
          path: TOKEN_AUTH_PATH,
          json: { username: credentials.username, password: credentials.password },
          auth: false,
          credentials: 'include',
        },
        this.options.readLoginAnswer,
        options,
      );
      const session = sessionFromAnswer(answer);
      await this.replaceSession(session);
      return session;
    } catch (error) {
      if (error instanceof ApiError) await this.replaceSession(null);
      throw redactTokenAnswer(error);
    }
  };

  /**
   * POST /api/token/invalidate, then the session is cleared whatever the answer (the specification
   * ignores logout errors). Resolves whether the server dealt with the refresh cookie: true when it
   * answered (any 2xx or 4xx: the cookie is revoked or was no longer valid), false when it could not (no
   * network, a timeout, a 5xx), so the cookie may still open a session (D30: the panel repeats the call).
   */
  logout = async (options?: CallOptions): Promise<boolean> => {
    let confirmed = true;
    try {
      await this.options.sender.empty(
        { method: 'POST', path: TOKEN_INVALIDATE_PATH, credentials: 'include', refreshOnExpired: false },
        options,
      );
    } catch (error) {
      confirmed = error instanceof HttpError && error.status < 500;
    }
    await this.replaceSession(null);
    return confirmed;
  };

  /**
   * POST /api/token/refresh (no body; the refresh cookie travels by itself). Concurrent callers share one
   * call. A refusal (4xx) ends the session once (onSessionEnd) and rejects with AuthError; a network error,
   * a timeout or a 5xx rejects but keeps the session.
   */
  refresh = (options?: Pick<CallOptions, 'signal'>): Promise<Session> => {
    if (!this.inflightRefresh) {
      const run = () => this.performRefresh();
      const lock = this.options.refreshLock;
      const started = lock ? lock(run) : run();
      const tracked: Promise<Session> = started.finally(() => {
        if (this.inflightRefresh === tracked) this.inflightRefresh = null;
      });
      this.inflightRefresh = tracked;
    }
    return raceSignal(this.inflightRefresh, options?.signal);
  };

  /**
   * Start-up: loads a stored session (Node), then refreshes. Resolves the new session, or null when the
   * server refuses (not logged in). Network errors are rethrown.
   */
  restore = async (options?: Pick<CallOptions, 'signal'>): Promise<Session | null> => {
    await this.loadStored();
    try {
      return await this.refresh(options);
    } catch (error) {
      if (error instanceof AuthError) return null;
      throw error;
    }
  };

  /**
   * Start-up without a needless refresh: loads a stored session (Node) and keeps it while its token has
   * at least the threshold (10 s) left, the rule of `ensureFreshToken`; otherwise it restores (one
   * refresh). Every refresh rotates the refresh cookie, so a CLI that runs a command a minute resumes
   * instead of restoring. Resolves the session, or null when the server refuses the refresh.
   */
  resume = async (options?: Pick<CallOptions, 'signal'>): Promise<Session | null> => {
    await this.loadStored();
    const session = this.session;
    if (session && !this.needsRefresh(session)) return session;
    return this.restore(options);
  };

  /** PATCH /api/users/change_password {password}: resolves on success, rejects on failure. */
  changePassword = async (password: string, options?: CallOptions): Promise<void> => {
    await this.options.sender.empty(
      { method: 'PATCH', path: CHANGE_PASSWORD_PATH, json: { password } },
      options,
    );
  };

  /**
   * Refreshes first when fewer than the threshold (10 s) remain on the token: called before loading an
   * article, a sponsored article or a company.
   */
  ensureFreshToken = async (options?: Pick<CallOptions, 'signal'>): Promise<void> => {
    const session = this.session;
    if (session && this.needsRefresh(session)) await this.refresh(options);
  };

  /**
   * Drops the session locally without calling the server (another tab logged out, or the app decided so).
   * Subscribers are told; onSessionEnd is not called.
   */
  clearSession = async (): Promise<void> => {
    await this.replaceSession(null);
  };

  // ---- TokenSource (used by the request sender) ------------------------------------------------------

  token(): string | null {
    return this.session?.token ?? null;
  }

  pendingRefresh(): Promise<unknown> | null {
    return this.inflightRefresh;
  }

  async renewAfterExpired(usedToken: string): Promise<boolean> {
    const current = this.session;
    if (!current) return false;
    // Someone already refreshed while this request was in flight: retry with the new token.
    if (current.token !== usedToken) return true;
    await this.refresh();
    return true;
  }

  // ---- internals -------------------------------------------------------------------------------------

  /**
   * Sends a token call and reads its answer. An answer that breaks the contract is a SchemaError without
   * the body: it still holds a token, which must never ride on an error (SDK-C13).
   */
  private async tokenCall(
    spec: RequestSpec,
    read: (body: unknown) => TokenAnswerResult,
    options?: CallOptions,
  ): Promise<TokenAnswer> {
    const { body, url } = await this.options.sender.unknownJson(spec, options);
    const answer = read(body);
    if (answer.success) return answer.data;
    throw new SchemaError({ method: spec.method, url, body: '[redacted]', issues: answer.issues });
  }

  /** Fewer than the threshold left on the token (a token without expiry is never refreshed early). */
  private needsRefresh(session: Session): boolean {
    return (
      session.expiresAt !== null && session.expiresAt - this.options.now() < this.options.refreshThreshold
    );
  }

  /** Loads the stored session (Node's session file) when there is none in memory yet. */
  private async loadStored(): Promise<void> {
    const store = this.options.sessionStore;
    if (!store || this.session) return;
    const stored = await store.load();
    if (stored && !this.session) this.setSession(sessionFromStored(stored));
  }

  private async performRefresh(): Promise<Session> {
    let answer: TokenAnswer;
    try {
      answer = await this.tokenCall(REFRESH_SPEC, this.options.readRefreshAnswer);
    } catch (error) {
      if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
        const refusal = error instanceof AuthError ? error : new AuthError(error);
        await this.endSession(refusal);
        throw refusal;
      }
      throw redactTokenAnswer(error);
    }
    const session = sessionFromAnswer(answer);
    await this.replaceSession(session);
    return session;
  }

  private async endSession(error: AuthError): Promise<void> {
    const ended = this.session;
    await this.replaceSession(null);
    if (ended) this.options.onSessionEnd?.({ reason: 'refresh-failed', error, session: ended });
  }

  /** Sets the session, tells subscribers, and persists it in order (writes never overtake each other). */
  private async replaceSession(session: Session | null): Promise<void> {
    this.setSession(session);
    const store = this.options.sessionStore;
    if (!store) return;
    const write = this.storeQueue.then(() => (session ? store.save(session) : store.clear()));
    this.storeQueue = write.catch(() => undefined);
    await write;
  }

  private setSession(session: Session | null): void {
    if (this.session === session) return;
    this.session = session;
    for (const listener of [...this.listeners]) listener(session);
  }
}

/** A token answer that failed its schema still holds a token: never let it ride on the error. */
function redactTokenAnswer(error: unknown): unknown {
  return error instanceof SchemaError ? error.withoutBody() : error;
}

function sessionFromStored(stored: StoredSession): Session {
  return sessionFromAnswer({
    token: stored.token,
    username: stored.username,
    roles: stored.roles,
    forcePasswordChange: stored.forcePasswordChange,
  });
}
