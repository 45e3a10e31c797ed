/**
 * The panel for a logged-in user, loaded once the session exists: the session's core with the SDK's paging
 * helpers (each feature attaches the resource modules it uses, `resourceOf`, so a screen loads its own
 * areas' modules and schemas only, and the login screen none), a query cache of its own (dropped with the session, so nothing one user loaded is shown to the
 * next), both made by loggedInData.ts (ahead, as soon as the restore knows the session), and the data
 * router under the admin prefix whose single splat route renders the shell. The data router is what lets
 * forms hold a navigation while they have unsaved changes.
 */
import { LocaleProvider } from '@redakcja/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ROUTES } from '../routes';
import { useRuntimeConfig } from '../shared/runtimeConfig';
import { ApiClientContext, useSession } from '../shared/session';
import { pathUnderPrefix, replacePath } from './locationPath';
import { loggedInData, startFirstQuery } from './loggedInData';
import { toPath } from './routing';
import { Shell } from './Shell';

const LOGGED_OUT_PATHS = new Set(ROUTES.filter((route) => route.session === 'logged-out').map(toPath));

export default function LoggedInApp() {
  const config = useRuntimeConfig();
  const { core, startedByLogin } = useSession();
  const [{ client, queryClient, router }] = useState(() => {
    // Just logged in on the Login address: the login leads Home.
    if (LOGGED_OUT_PATHS.has(pathUnderPrefix(window.location.pathname, config.adminPrefix))) {
      replacePath('/', config.adminPrefix);
    }
    // Made when the restore knew the session, the screen's first query already under way
    // (loggedInData.ts); made now otherwise (a login), the query starting now, with its code.
    const data = loggedInData(core, config);
    if (data.prefetched !== pathUnderPrefix(window.location.pathname, config.adminPrefix)) {
      startFirstQuery(data, core, config);
    }
    const router = createBrowserRouter([{ path: '*', element: <Shell loginNotice={startedByLogin()} /> }], {
      basename: config.adminPrefix || '/',
    });
    return { client: data.client, queryClient: data.queryClient, router };
  });
  // The router listens to the history; it is let go when the session ends (and this panel with it).
  useEffect(
    () =>
      client.auth.subscribe((session) => {
        if (session === null) router.dispose();
      }),
    [client, router],
  );
  return (
    <LocaleProvider>
      <ApiClientContext.Provider value={client}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiClientContext.Provider>
    </LocaleProvider>
  );
}
