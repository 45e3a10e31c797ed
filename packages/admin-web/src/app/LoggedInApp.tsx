/**
 * The panel for a logged-in user, loaded once the session exists: the session's core with the SDK's paging
 * helpers (each feature attaches the resource modules it uses, `resourceOf`, so a screen loads its own
 * areas' modules and schemas only, and the login screen none), a query cache of its own (dropped with the session, so nothing one user loaded is shown to the
 * next), both made by loggedInData.ts (ahead, as soon as the restore knows the session), and react-router
 * in declarative mode under the admin prefix, rendering the shell. Its browser history is wrapped by the
 * panel's navigation blocker (shared/navigationBlocker.ts), which lets forms hold a navigation, Back and
 * Forward included, while they have unsaved changes: react-router's data router did that with useBlocker,
 * at about 16 KB gzip more on every logged-in screen (WEB-67).
 */
import { LocaleProvider } from '@redakcja/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter, UNSAFE_createBrowserHistory } from 'react-router';
import { ROUTES } from '../routes';
import { NavigationBlockingContext, withNavigationBlocking } from '../shared/navigationBlocker';
import { useRuntimeConfig } from '../shared/runtimeConfig';
import { ApiClientContext, useSession } from '../shared/session';
import { pathUnderPrefix, replacePath } from './locationPath';
import { loggedInData, startFirstQuery } from './loggedInData';
import { toPath } from './routing';
import { FirstAnswerContext, Shell } from './Shell';

const LOGGED_OUT_PATHS = new Set(ROUTES.filter((route) => route.session === 'logged-out').map(toPath));

export default function LoggedInApp() {
  const config = useRuntimeConfig();
  const { core, startedByLogin } = useSession();
  const [{ client, queryClient, history, first, loginNotice }] = useState(() => {
    // Just logged in on the Login address: the login leads Home.
    if (LOGGED_OUT_PATHS.has(pathUnderPrefix(window.location.pathname, config.adminPrefix))) {
      replacePath('/', config.adminPrefix);
    }
    // Made when the restore knew the session, the screen's first query already under way
    // (loggedInData.ts); made now otherwise (a login), the query starting now, with its code.
    let data = loggedInData(core, config);
    if (data.prefetched !== pathUnderPrefix(window.location.pathname, config.adminPrefix)) {
      data = startFirstQuery(data, core, config);
    }
    // v5Compat: the history tells its listener (the router) of its own pushes and replaces too.
    const history = withNavigationBlocking(UNSAFE_createBrowserHistory({ v5Compat: true }));
    const first = { path: data.prefetched, answer: data.firstAnswer };
    return {
      client: data.client,
      queryClient: data.queryClient,
      history,
      first,
      loginNotice: startedByLogin(),
    };
  });
  // The router listens to the history; it is let go when the session ends (and this panel with it).
  useEffect(
    () =>
      client.auth.subscribe((session) => {
        if (session === null) history.dispose();
      }),
    [client, history],
  );
  return (
    <LocaleProvider>
      <ApiClientContext.Provider value={client}>
        <QueryClientProvider client={queryClient}>
          <FirstAnswerContext.Provider value={first}>
            <NavigationBlockingContext.Provider value={history}>
              <HistoryRouter history={history} basename={config.adminPrefix || '/'}>
                <Shell loginNotice={loginNotice} />
              </HistoryRouter>
            </NavigationBlockingContext.Provider>
          </FirstAnswerContext.Provider>
        </QueryClientProvider>
      </ApiClientContext.Provider>
    </LocaleProvider>
  );
}
