/**
 * The session as screens see it. The provider (app/session) holds the session-only SDK core (auth, the
 * bearer token, refresh, cancellation), which is all the login screen needs; the logged-in panel adds the
 * paging helpers on the same session and provides that client to its screens, which attach the resource
 * modules they use (`resourceOf(client, createCommentsResource)`).
 */
import type { ApiCore, Credentials, PagingClient, Session } from '@redakcja/api-sdk';
import { type Context, createContext, useContext } from 'react';

/** 'unreachable': the start-up restore met no working server and is being retried (D29). */
export type SessionStatus = 'restoring' | 'unreachable' | 'ready';

export interface SessionContextValue {
  /** The session-only SDK client (`auth`, the request sender). */
  core: ApiCore;
  /** The logged-in user, or null. */
  session: Session | null;
  /** 'restoring' until the start-up refresh has an answer; 'unreachable' while it meets no server. */
  status: SessionStatus;
  login(credentials: Credentials): Promise<Session>;
  /**
   * Ends the session here and in the other tabs; a server call that fails is repeated until the server
   * confirms, and no session is restored meanwhile (D30).
   */
  logout(): Promise<void>;
  /** Retries the start-up restore now ('Spróbuj ponownie', D29). */
  retryRestore(): Promise<void>;
  /** Whether the current session began with a login in this tab (not a restore or another tab's login). */
  startedByLogin(): boolean;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The SDK client of the logged-in panel (set by app/LoggedInApp). */
export const ApiClientContext: Context<PagingClient | null> = createContext<PagingClient | null>(null);

/**
 * The SDK client of the session; a screen attaches the areas it uses with `resourceOf(client, create…Resource)`.
 * Pass React Query's `signal` to its calls.
 */
export function useApiClient(): PagingClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient outside the logged-in panel');
  return client;
}

/**
 * What the login screen says when it opens next in this tab (the password change's logout sets it): a
 * plain value, not state, since the screen that sets it is gone by the time the login screen reads it.
 */
export const loginNotice: { text: string | null } = { text: null };
