/**
 * The login session of the panel, on the SDK's session-only core (`createApiCore`: auth without the
 * resource modules and schemas, which the logged-in panel attaches later, so the login screen stays
 * light). The core holds the access token in memory only (no session store: D21); the refresh cookie is
 * the browser's. At start the session is restored (a refresh) behind
 * a spinner; logging out here logs out the other tabs; a login elsewhere is picked up here; refreshes are
 * serialised across tabs with a Web Lock (crossTab.ts).
 */
import { type ApiCore, type Credentials, createApiCore, type RuntimeConfig } from '@redakcja/api-sdk';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { removeAllDrafts } from '../../shared/form/drafts';
import { SessionContext, type SessionStatus } from '../../shared/session';
import { openSessionChannel, type SessionChannel, webLockRefresh } from './crossTab';

export function createPanelCore(config: RuntimeConfig): ApiCore {
  return createApiCore({ baseUrl: config.apiBaseUrl, refreshLock: webLockRefresh() });
}

export interface SessionProviderProps {
  config: RuntimeConfig;
  children: ReactNode;
}

export function SessionProvider({ config, children }: SessionProviderProps) {
  const [core] = useState(() => createPanelCore(config));
  const channel = useRef<SessionChannel | null>(null);
  const [status, setStatus] = useState<SessionStatus>('restoring');
  const session = useSyncExternalStore(core.auth.subscribe, core.auth.getSession, core.auth.getSession);

  // Start-up: restore once (React's development double effects must not refresh twice).
  const restoring = useRef<Promise<unknown> | null>(null);
  useEffect(() => {
    if (restoring.current) return;
    restoring.current = core.auth
      .restore()
      .catch(() => null)
      .finally(() => setStatus('ready'));
  }, [core]);

  // The other tabs: their logout ends the session here; their login is picked up with a refresh.
  useEffect(() => {
    const opened = openSessionChannel();
    channel.current = opened;
    const stop = opened.listen((message) => {
      if (message.type === 'logout') {
        void core.auth.clearSession();
      } else if (message.type === 'login' && core.auth.getSession() === null) {
        void core.auth.restore().catch(() => null);
      }
    });
    return () => {
      stop();
      opened.close();
      if (channel.current === opened) channel.current = null;
    };
  }, [core]);

  // True when the current session began with a login in this tab (the shell then shows 'Pomyślnie
  // zalogowano.'). A ref set before the call, because the new session renders before the login's promise
  // resolves here; cleared when the session ends.
  const loginInThisTab = useRef(false);
  useEffect(
    () =>
      core.auth.subscribe((next) => {
        if (next === null) loginInThisTab.current = false;
      }),
    [core],
  );
  const login = useCallback(
    async (credentials: Credentials) => {
      loginInThisTab.current = true;
      try {
        const started = await core.auth.login(credentials);
        channel.current?.post({ type: 'login' });
        return started;
      } catch (error) {
        loginInThisTab.current = false;
        throw error;
      }
    },
    [core],
  );
  const startedByLogin = useCallback(() => loginInThisTab.current, []);

  const logout = useCallback(async () => {
    // Drafts of forms stay in this browser only until the user logs out (a session that ends keeps them).
    removeAllDrafts();
    await core.auth.logout();
    channel.current?.post({ type: 'logout' });
  }, [core]);

  const value = useMemo(
    () => ({ core, session, status, login, logout, startedByLogin }),
    [core, session, status, login, logout, startedByLogin],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
