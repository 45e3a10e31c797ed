/**
 * The panel for a logged-out user (01 §2): the menu with its logged-out entries (Login), no user box, and
 * the logged-out route of the address; any other address becomes Login. It needs no router: there is
 * nowhere else to go until the user logs in.
 */
import { SideMenu, Spinner } from '@redakcja/ui';
import { Suspense, useEffect } from 'react';
import { routeByName } from '../routes';
import { ErrorBoundary } from '../shared/ErrorBoundary';
import { useRuntimeConfig } from '../shared/runtimeConfig';
import { RouteLabelContext } from '../shared/Screen';
import { ScreenOutlet } from './lazyScreen';
import { fullPath, pathUnderPrefix, replacePath, usePathname } from './locationPath';
import { buildMenu, mountedRoutes, toPath } from './routing';
import * as styles from './shell.css';
import { useDocumentTitle } from './useDocumentTitle';

export function LoggedOutShell() {
  const config = useRuntimeConfig();
  const prefix = config.adminPrefix;
  const path = pathUnderPrefix(usePathname(), prefix);
  const context = { user: null, enabledAreas: config.enabledAreas };
  const route = mountedRoutes(context).find((candidate) => toPath(candidate) === path);
  const login = routeByName('login');

  useEffect(() => {
    if (!route) replacePath(toPath(login), prefix);
  });
  const shown = route ?? login;
  useDocumentTitle(shown.label);
  const Screen = shown.screen;

  return (
    <div className={styles.layout}>
      <SideMenu
        entries={buildMenu(context).map((item) => ({
          id: item.name,
          label: item.label,
          href: item.kind === 'link' ? fullPath(item.to, prefix) : undefined,
          isActive: item.kind === 'link' && item.to === toPath(shown),
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
