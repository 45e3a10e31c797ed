/**
 * The panel's root: runtime configuration, theme (with react-aria's pl-PL locale) and the session. While
 * the session is restored a spinner shows; then a logged-out user gets the logged-out shell (the Login
 * route, light: no router, no query cache), and a logged-in user the panel itself, loaded on demand with
 * its router and a query cache of its own (WEB-3: the cache dies with the session).
 */
import type { RuntimeConfig } from '@redakcja/api-sdk';
import { Spinner, ThemeProvider } from '@redakcja/ui';
import { lazy, Suspense } from 'react';
import { RuntimeConfigContext } from '../shared/runtimeConfig';
import { useSession } from '../shared/session';
import { LoggedOutShell } from './LoggedOutShell';
import { SessionProvider } from './session/SessionProvider';
import * as styles from './shell.css';

const LoggedInApp = lazy(() => import('./LoggedInApp'));

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigContext.Provider value={config}>
      <ThemeProvider>
        <SessionProvider config={config}>
          <Root />
        </SessionProvider>
      </ThemeProvider>
    </RuntimeConfigContext.Provider>
  );
}

function StartupSpinner() {
  return (
    <div className={styles.startup}>
      <Spinner size="lg" />
    </div>
  );
}

function Root() {
  const { status, session } = useSession();
  if (status === 'restoring') return <StartupSpinner />;
  if (session === null) return <LoggedOutShell />;
  return (
    <Suspense fallback={<StartupSpinner />}>
      <LoggedInApp />
    </Suspense>
  );
}
