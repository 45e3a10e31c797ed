/**
 * The panel for a logged-out user (01 §2): the menu with its logged-out entries (Login), no user box, and
 * the logged-out route of the address; any other address becomes Login. It needs no router: there is
 * nowhere else to go until the user logs in. It needs no route table either: the logged-out routes are
 * apart from it (loggedOutRoutes.ts), and the table loads with the logged-in panel.
 */
import { LinksSideMenu, Spinner } from '@redakcja/ui';
import { Suspense, useEffect } from 'react';
import { LOGGED_OUT_ROUTES, LOGIN_ROUTE } from '../loggedOutRoutes';
import { ErrorBoundary } from '../shared/ErrorBoundary';
import { useRuntimeConfig } from '../shared/runtimeConfig';
import { RouteLabelContext } from '../shared/ScreenFrame';
import { ScreenOutlet } from './lazyScreen';
import { fullPath, pathUnderPrefix, replacePath, usePathname } from './locationPath';
import { loggedOutMenu, toPath } from './routeMatch';
import * as styles from './shell.css';
import { useDocumentTitle } from './useDocumentTitle';

export function LoggedOutShell() {
  const config = useRuntimeConfig();
  const prefix = config.adminPrefix;
  const path = pathUnderPrefix(usePathname(), prefix);
  // Every logged-out route is mounted while logged out (routing.ts, isMounted).
  const route = LOGGED_OUT_ROUTES.find((candidate) => toPath(candidate) === path);
  const login = LOGIN_ROUTE;

  useEffect(() => {
    if (!route) replacePath(toPath(login), prefix);
  });
  const shown = route ?? login;
  useDocumentTitle(shown.label);
  const Screen = shown.screen;

  return (
    <div className={styles.layout}>
      <LinksSideMenu
        entries={loggedOutMenu(LOGGED_OUT_ROUTES).map((item) => ({
          id: item.name,
          label: item.label,
          href: fullPath(item.to, prefix),
          isActive: item.to === toPath(shown),
        }))}
        homeHref={fullPath(toPath(login), prefix)}
      />
      <main className={styles.content}>
        {Screen ? (
          <RouteLabelContext.Provider value={shown.label}>
            <ErrorBoundary>
              <Suspense fallback={<Spinner centered />}>
                <ScreenOutlet screen={Screen} fallback={<Spinner centered />} />
              </Suspense>
            </ErrorBoundary>
          </RouteLabelContext.Provider>
        ) : null}
      </main>
    </div>
  );
}
