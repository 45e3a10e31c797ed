/**
 * The panel's root: runtime configuration, theme and the session. While the session is restored a spinner
 * shows (and, when no working server answers, 'Brak połączenia z serwerem.' with 'Spróbuj ponownie' on the
 * same address: D29); then a logged-out user gets the logged-out shell (the Login route, light: no router,
 * no query cache), and a logged-in user the panel itself, loaded on demand with its router, a query cache
 * of its own (WEB-3: the cache dies with the session) and react-aria's pl-PL locale (nothing logged out
 * needs it: WEB-52).
 */
import { type ApiCore, type RuntimeConfig, sessionMessages } from '@redakcja/api-sdk';
import { NativeButton, Spinner, ThemeRoot } from '@redakcja/ui';
import { Suspense, useEffect } from 'react';
import { LOGGED_OUT_ROUTES } from '../loggedOutRoutes';
import { RuntimeConfigContext, useRuntimeConfig } from '../shared/runtimeConfig';
import { useSession } from '../shared/session';
import { LoggedOutShell } from './LoggedOutShell';
import { lazy, preloadScreen, ScreenOutlet } from './lazyScreen';
import { pathUnderPrefix } from './locationPath';
import { matchRoute } from './routeMatch';
import { SessionProvider } from './session/SessionProvider';
import * as styles from './shell.css';

/** Loaded as soon as the address is not a logged-out route's, in parallel with the restore. */
const LoggedInApp = lazy(() => import('./LoggedInApp'));

/** The address's path under the admin prefix. */
const addressPath = (prefix: string) => pathUnderPrefix(window.location.pathname, prefix);

export function App({ config }: { config: RuntimeConfig }) {
  // The address's screen, and the logged-in panel on any address but a logged-out one, start loading
  // (evaluating: index.html has preloaded their files) while the session is restored: this effect runs
  // after the provider's, which has sent the refresh, so the code does not hold the request back. The
  // entry knows only the logged-out routes; the route table comes with the logged-in panel (WEB-50).
  useEffect(() => {
    const path = addressPath(config.adminPrefix);
    const loggedOut = matchRoute(path, LOGGED_OUT_ROUTES);
    if (loggedOut) return preloadScreen(loggedOut.screen);
    preloadScreen(LoggedInApp);
    void import('../routes').then(({ ROUTES }) => preloadScreen(matchRoute(path, ROUTES)?.screen));
  }, [config.adminPrefix]);
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ThemeRoot>
        <SessionProvider config={config}>
          <Root />
        </SessionProvider>
      </ThemeRoot>
    </RuntimeConfigContext.Provider>
  );
}

/** `restoring`: the session is not known yet (marked for tests that wait until a page has settled). */
function StartupSpinner({ restoring = false }: { restoring?: boolean }) {
  return (
    <div className={styles.startup} data-startup={restoring ? 'restoring' : undefined}>
      <Spinner size="lg" />
    </div>
  );
}

/** D29: the start-up restore reached no working server; it is retried by itself, or now with the button. */
function StartupUnreachable() {
  const { retryRestore } = useSession();
  // A press during an attempt joins it (the session provider runs one at a time). A native button: the
  // entry carries no react-aria press machinery (WEB-62).
  return (
    <main className={styles.startup}>
      <div role="alert" className={styles.startupProblem}>
        <h1 className={styles.startupMessage}>{sessionMessages.noConnection}</h1>
      </div>
      <NativeButton variant="primary" onClick={() => void retryRestore()}>
        {sessionMessages.retry}
      </NativeButton>
    </main>
  );
}

/**
 * On any address but a logged-out one, the logged-in panel's data module loads at once, while the session
 * is restored: it resolves the screen's first query (its feature's queries module) and sends it the moment
 * the restore knows the session, before React renders the panel (loggedInData.ts, WEB-53). main.tsx calls
 * this before React's first render; Root again for a core made without it (once per core).
 */
export function prepareLoggedInDataAhead(core: ApiCore, config: RuntimeConfig): void {
  if (matchRoute(addressPath(config.adminPrefix), LOGGED_OUT_ROUTES)) return;
  void import('./loggedInData').then(({ prepareLoggedInData }) => prepareLoggedInData(core, config));
}

function usePrepareLoggedInData(): void {
  const { core } = useSession();
  const config = useRuntimeConfig();
  useEffect(() => prepareLoggedInDataAhead(core, config), [core, config]);
}

function Root() {
  const { status, session } = useSession();
  usePrepareLoggedInData();
  if (status === 'restoring') return <StartupSpinner restoring />;
  if (status === 'unreachable') return <StartupUnreachable />;
  if (session === null) return <LoggedOutShell />;
  return (
    <Suspense fallback={<StartupSpinner />}>
      <ScreenOutlet screen={LoggedInApp} fallback={<StartupSpinner />} />
    </Suspense>
  );
}
