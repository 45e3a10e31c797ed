/**
 * The login session of the panel, on the SDK's session-only core (`createApiCore`: auth without the
 * resource modules and schemas, which the logged-in panel attaches later, so the login screen stays
 * light). The core holds the access token in memory only (no session store: D21); the refresh cookie is
 * the browser's. At start the session is restored (a refresh) behind a spinner; a restore that reaches
 * no working server (5xx, no network) keeps the address, says so and retries with backoff (D29); only a
 * refusal means logged out. Logging out here logs out the other tabs, and a logout the server did not
 * confirm stays pending until it does, with no restore meanwhile (D30, pendingLogout.ts); a login
 * elsewhere is picked up here; refreshes are serialised across tabs with a Web Lock (crossTab.ts).
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
import { SessionContext, type SessionStatus } from '../../shared/session';
import { openSessionChannel, type SessionChannel, webLockRefresh } from './crossTab';
import { type BootAnswers, fetchWithBootAnswers } from './earlyRefresh';
import { clearPendingLogout, isLogoutPending, markLogoutPending, retryPendingLogout } from './pendingLogout';

/** D29: the start-up restore's retries after a failure: 2 s, doubling, at most 30 s. */
export const RESTORE_RETRY_FIRST_MS = 2000;
export const RESTORE_RETRY_MAX_MS = 30_000;

/** The early refresh each core took, until its first restore has waited for it. */
const earlyRefreshOf = new WeakMap<ApiCore, Promise<unknown>>();

/**
 * The session's core. `answers`: the restore's refresh and the address's first list query, when index.html
 * sent them already (earlyRefresh.ts); only the first core of the page gets them.
 */
export function createPanelCore(config: RuntimeConfig, answers: BootAnswers | null = null): ApiCore {
  const fetch = fetchWithBootAnswers(answers, (input, init) => globalThis.fetch(input, init));
  const core = createApiCore({ baseUrl: config.apiBaseUrl, refreshLock: webLockRefresh(), fetch });
  if (answers?.refresh) earlyRefreshOf.set(core, answers.refresh);
  return core;
}

/**
 * The core's restore, once the inline script's refresh has asked for the Web Lock: the core's refresh
 * runs under the same lock and waits for that answer, so asking for the lock first would wait forever
 * (the script asks only once `config.json` has answered, and the entry may evaluate before that).
 */
function restoreAfterEarlyRefresh(core: ApiCore): Promise<unknown> {
  const early = earlyRefreshOf.get(core);
  earlyRefreshOf.delete(core);
  return early ? early.then(() => core.auth.restore()) : core.auth.restore();
}

/** The core and its restore, started by main.tsx before React's first render (WEB-55). */
let early: { config: RuntimeConfig; core: ApiCore; restore: Promise<unknown> | null } | null = null;

/**
 * Makes the session's core and starts the start-up restore at once, before React renders (WEB-55): the
 * early refresh's answer is read, and the session known, while React renders its first frame and the
 * logged-in panel's modules evaluate, instead of after them. Not while a logout is pending (D30). The
 * provider made with the same configuration takes this core and this restore.
 */
export function startSession(config: RuntimeConfig, answers: BootAnswers | null): ApiCore {
  const core = createPanelCore(config, answers);
  const restore = isLogoutPending() ? null : restoreAfterEarlyRefresh(core);
  // Its outcome is the provider's to handle (its first attempt is this one).
  restore?.catch(() => undefined);
  early = { config, core, restore };
  return core;
}

/** The restore startSession began for this core (once; a retry sends its own). */
function takeEarlyRestore(core: ApiCore): Promise<unknown> | null {
  if (early?.core !== core) return null;
  const { restore } = early;
  early.restore = null;
  return restore;
}

export interface SessionProviderProps {
  config: RuntimeConfig;
  children: ReactNode;
}

export function SessionProvider({ config, children }: SessionProviderProps) {
  const [core] = useState(() => (early?.config === config ? early.core : createPanelCore(config)));
  const channel = useRef<SessionChannel | null>(null);
  const [status, setStatus] = useState<SessionStatus>('restoring');
  const session = useSyncExternalStore(core.auth.subscribe, core.auth.getSession, core.auth.getSession);

  // D30: the retries of a logout the server has not confirmed yet (one loop per tab at most).
  const stopLogoutRetry = useRef<(() => void) | null>(null);
  const retryLogout = useCallback(() => {
    stopLogoutRetry.current?.();
    stopLogoutRetry.current = retryPendingLogout((options) => core.auth.logout(options));
  }, [core]);

  // Start-up: restore once (React's development double effects must not refresh twice); while a logout
  // is pending nothing is restored (D30). A restore that meets no working server is retried (D29).
  const restoreTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const restoreDelay = useRef(RESTORE_RETRY_FIRST_MS);
  const restoreAttempt = useRef<Promise<void> | null>(null);
  const attemptRestore = useCallback((): Promise<void> => {
    clearTimeout(restoreTimer.current);
    restoreAttempt.current ??= (takeEarlyRestore(core) ?? restoreAfterEarlyRefresh(core))
      .then(
        () => setStatus('ready'),
        () => {
          setStatus('unreachable');
          const delay = restoreDelay.current;
          restoreDelay.current = Math.min(delay * 2, RESTORE_RETRY_MAX_MS);
          restoreTimer.current = setTimeout(() => void attemptRestore(), delay);
        },
      )
      .finally(() => {
        restoreAttempt.current = null;
      });
    return restoreAttempt.current;
  }, [core]);
  const started = useRef(false);
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      if (isLogoutPending()) setStatus('ready');
      else void attemptRestore();
    }
    // (Re)started on every mount: React's development double effects stop it in between.
    if (isLogoutPending()) retryLogout();
    return () => {
      stopLogoutRetry.current?.();
      stopLogoutRetry.current = null;
      clearTimeout(restoreTimer.current);
    };
  }, [attemptRestore, retryLogout]);
  /** 'Spróbuj ponownie' (D29): at once, and the backoff starts again. */
  const retryRestore = useCallback(async () => {
    restoreDelay.current = RESTORE_RETRY_FIRST_MS;
    await attemptRestore();
  }, [attemptRestore]);

  // The other tabs: their logout ends the session here; their login is picked up with a refresh.
  useEffect(() => {
    const opened = openSessionChannel();
    channel.current = opened;
    const stop = opened.listen((message) => {
      if (message.type === 'logout') {
        void core.auth.clearSession();
      } else if (message.type === 'login' && core.auth.getSession() === null && !isLogoutPending()) {
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
        // A session from elsewhere (another tab's login) ends the start-up's wait for the server.
        else {
          clearTimeout(restoreTimer.current);
          setStatus('ready');
        }
      }),
    [core],
  );
  const login = useCallback(
    async (credentials: Credentials) => {
      loginInThisTab.current = true;
      try {
        if (isLogoutPending()) {
          // The previous user's cookie is revoked first: a late retry must never revoke the new one.
          stopLogoutRetry.current?.();
          await core.auth.logout();
        }
        const started = await core.auth.login(credentials);
        clearPendingLogout();
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
    // Marked before the call: a tab opened while it runs must not restore the session (D30).
    markLogoutPending();
    const confirmed = await core.auth.logout();
    channel.current?.post({ type: 'logout' });
    if (confirmed) clearPendingLogout();
    else retryLogout();
  }, [core, retryLogout]);

  const value = useMemo(
    () => ({ core, session, status, login, logout, startedByLogin, retryRestore }),
    [core, session, status, login, logout, startedByLogin, retryRestore],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
