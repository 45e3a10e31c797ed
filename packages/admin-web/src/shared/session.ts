/**
 * The session as screens see it: the SDK client (bearer token, refresh, cancellation) and the session
 * actions. The provider lives in app/session; screens and shared pieces only read this context.
 */
import type { ApiClient, Credentials, Session } from '@redakcja/api-sdk';
import { createContext, useContext } from 'react';

export type SessionStatus = 'restoring' | 'ready';

export interface SessionContextValue {
  client: ApiClient;
  /** The logged-in user, or null. */
  session: Session | null;
  /** 'restoring' until the start-up refresh has finished, successfully or not. */
  status: SessionStatus;
  login(credentials: Credentials): Promise<Session>;
  /** Ends the session here (server call, errors ignored) and in the other tabs. */
  logout(): Promise<void>;
  /** Whether the current session began with a login in this tab (not a restore or another tab's login). */
  startedByLogin(): boolean;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The SDK client of the session. Pass React Query's `signal` to its calls. */
export function useApiClient(): ApiClient {
  return useSession().client;
}
