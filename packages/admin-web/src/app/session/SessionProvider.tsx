/**
 * The login session of the panel. The SDK client holds the access token in memory only (no session
 * store: D21); the refresh cookie is the browser's. At start the session is restored (a refresh) behind
 * a spinner; logging out here logs out the other tabs; a login elsewhere is picked up here; refreshes are
 * serialised across tabs with a Web Lock (crossTab.ts).
 */
import { type ApiClient, type Credentials, createApiClient } from '@redakcja/api-sdk';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { SessionContext, type SessionStatus } from '../../shared/session';
import type { RuntimeConfig } from '../config';
import { openSessionChannel, type SessionChannel, webLockRefresh } from './crossTab';

export function createPanelClient(config: RuntimeConfig): ApiClient {
  return createApiClient({ baseUrl: config.apiBaseUrl, refreshLock: webLockRefresh() });
}

export interface SessionProviderProps {
  config: RuntimeConfig;
  children: ReactNode;
}

export function SessionProvider({ config, children }: SessionProviderProps) {
  const [client] = useState(() => createPanelClient(config));
  const channel = useRef<SessionChannel | null>(null);
  const [status, setStatus] = useState<SessionStatus>('restoring');
  const session = useSyncExternalStore(client.auth.subscribe, client.auth.getSession, client.auth.getSession);

  // Start-up: restore once (React's development double effects must not refresh twice).
  const restoring = useRef<Promise<unknown> | null>(null);
  useEffect(() => {
    if (restoring.current) return;
    restoring.current = client.auth
      .restore()
      .catch(() => null)
      .finally(() => setStatus('ready'));
  }, [client]);

  // The other tabs: their logout ends the session here; their login is picked up with a refresh.
  useEffect(() => {
    const opened = openSessionChannel();
    channel.current = opened;
    const stop = opened.listen((message) => {
      if (message.type === 'logout') {
        void client.auth.clearSession();
      } else if (message.type === 'login' && client.auth.getSession() === null) {
        void client.auth.restore().catch(() => null);
      }
    });
    return () => {
      stop();
      opened.close();
      if (channel.current === opened) channel.current = null;
    };
  }, [client]);

  // True when the current session began with a login in this tab (the shell then shows 'Pomyślnie
  // zalogowano.'). A ref set before the call, because the new session renders before the login's promise
  // resolves here; cleared when the session ends.
  const loginInThisTab = useRef(false);
  useEffect(
    () =>
      client.auth.subscribe((next) => {
        if (next === null) loginInThisTab.current = false;
      }),
    [client],
  );
  const login = useCallback(
    async (credentials: Credentials) => {
      loginInThisTab.current = true;
      try {
        const started = await client.auth.login(credentials);
        channel.current?.post({ type: 'login' });
        return started;
      } catch (error) {
        loginInThisTab.current = false;
        throw error;
      }
    },
    [client],
  );
  const startedByLogin = useCallback(() => loginInThisTab.current, []);

  const logout = useCallback(async () => {
    await client.auth.logout();
    channel.current?.post({ type: 'logout' });
  }, [client]);

  const value = useMemo(
    () => ({ client, session, status, login, logout, startedByLogin }),
    [client, session, status, login, logout, startedByLogin],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
