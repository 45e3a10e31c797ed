/**
 * The shell of a logged-in user (01 §2): the left menu (entries by roles and position, groups as
 * accordions, the active entry by the path's first segment under the prefix, the user box) and the
 * content area. The content mounts the routes of the table that are enabled, permitted for the user's
 * roles and built; the empty path is Home; any other path goes Home. A user who must change the password
 * sees the password change instead of any route, and no menu entries.
 */
import { sessionMessages } from '@redakcja/api-sdk';
import { type MenuEntry, SideMenu, Spinner, useStableCallback } from '@redakcja/ui';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  Suspense,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Navigate, type NavigateOptions, Route, Routes, useLocation, useNavigate } from 'react-router';
import { KeyboardShortcuts } from '../features/palette/KeyboardShortcuts';
import { type RouteDefinition, routeByName } from '../routes';
import { ErrorBoundary } from '../shared/ErrorBoundary';
import { LeftSaveFailureNotice, MergedSaveNotice } from '../shared/form/LeftSaveFailure';
import { useLogoutQuestion } from '../shared/form/LogoutQuestion';
import { LinkIntentContext } from '../shared/linkIntent';
import { useRuntimeConfig } from '../shared/runtimeConfig';
import { RouteLabelContext } from '../shared/ScreenFrame';
import { HeadingFocusContext, type HeadingFocusRequest } from '../shared/screenFocus';
import { useApiClient, useSession } from '../shared/session';
import { preloadScreen, type ScreenGate, ScreenOutlet } from './lazyScreen';
import { pathUnderPrefix } from './locationPath';
import { usePanelHref } from './panelHref';
import { preloadRouteFiles } from './routeFiles';
import { matchRoute } from './routeMatch';
import { prefetchRoute } from './routePrefetch';
import {
  type AccessContext,
  activeMenuEntry,
  buildMenu,
  type MenuItem,
  mountedRoutes,
  toPath,
} from './routing';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import * as styles from './shell.css';
import { useDocumentTitle } from './useDocumentTitle';

/** What 'Przejdź do…' offers, loaded with the palette while the panel idles. */
const loadPaletteSources = () => import('./paletteSources');

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export function Shell({ loginNotice }: { loginNotice: boolean }) {
  // One function for the shell's life: react-router's `navigate` is a new one after every navigation, and
  // react-aria's RouterProvider gives its links a new context with each (WEB-83).
  const navigate = useStableCallback(useNavigate());
  const { session, logout } = useSession();
  const { requestLogout, question: logoutQuestion } = useLogoutQuestion(logout);
  const config = useRuntimeConfig();
  const location = useLocation();
  const context: AccessContext = useMemo(
    () => ({ user: session, enabledAreas: config.enabledAreas }),
    [session, config.enabledAreas],
  );
  const menu = useMemo(() => buildMenu(context), [context]);
  const mounted = useMemo(() => mountedRoutes(context), [context]);
  // react-router flattens, ranks and matches every route it is given on each navigation (about a hundred, a
  // first load's largest react-router cost): it is given the one the address names, matched as the
  // route table's paths are (static segments over parameters); the whole table where that finds none
  // (an address in other letter case or encoding), so react-router's own matching decides as before.
  const routes = useMemo(() => {
    const named = matchRoute(location.pathname, mounted);
    return named ? [named] : mounted;
  }, [location.pathname, mounted]);
  const active = activeMenuEntry(menu, location.pathname);
  const entriesShown = useMenuEntriesShown();
  const headingFocus = useHeadingFocusOnNavigation(location.pathname, loginNotice);
  const queryClient = useQueryClient();
  const client = useApiClient();
  const startLink = useMemo(
    () => (link: HTMLAnchorElement) => {
      const pathname = pathUnderPrefix(link.pathname, config.adminPrefix);
      const route = matchRoute(pathname, mounted);
      if (!route || link.origin !== window.location.origin) return;
      preloadRouteFiles(route.path);
      preloadScreen(route.screen);
      void prefetchRoute(queryClient, client, context, pathname, link.search);
    },
    [config.adminPrefix, mounted, queryClient, client, context],
  );

  return (
    <AriaRouterProvider navigate={navigate} useHref={usePanelHref}>
      <SkipLink />
      <div className={styles.layout}>
        <SideMenu
          // Remounted with its entries: the group of the active entry opens by default (on mount).
          key={entriesShown ? 'entries' : 'frame'}
          entries={entriesShown ? menu.map((item) => toMenuEntry(item, active)) : NO_ENTRIES}
          user={session}
          homeHref="/"
          onChangePassword={() => navigate(toPath(routeByName('passwordChange')))}
          onLogout={requestLogout}
        />
        {logoutQuestion}
        <main className={styles.content} id={MAIN_CONTENT_ID}>
          <KeyboardShortcuts loadSources={loadPaletteSources} />
          <LoginNotice show={loginNotice} />
          <LeftSaveFailureNotice>
            <MergedSaveNotice>
              <HeadingFocusContext.Provider value={headingFocus}>
                <LinkIntentContext.Provider value={startLink}>
                  {session?.forcePasswordChange ? (
                    <RouteScreen route={routeByName('passwordChange')} />
                  ) : (
                    <Routes>
                      {routes.map((route) =>
                        route.path === '' ? (
                          <Route key={route.name} index element={<RouteScreen route={route} />} />
                        ) : (
                          <Route key={route.name} path={route.path} element={<RouteScreen route={route} />} />
                        ),
                      )}
                      <Route path="*" element={<Navigate to="/" replace />} />
                    </Routes>
                  )}
                </LinkIntentContext.Provider>
              </HeadingFocusContext.Provider>
            </MergedSaveNotice>
          </LeftSaveFailureNotice>
        </main>
      </div>
    </AriaRouterProvider>
  );
}

/**
 * The screen's heading takes the focus after each change of path (a menu entry, 'Edytuj', 'Powrót', a
 * save that leaves), and on the first screen after a login in this tab; not on a page opened or reloaded,
 * nor when only the query changes (a list's next page, a search, whose field keeps the focus). WEB-125.
 */
function useHeadingFocusOnNavigation(pathname: string, afterLogin: boolean): HeadingFocusRequest {
  const [request] = useState<HeadingFocusRequest>(() => ({ pending: afterLogin, heading: null }));
  const shown = useRef(pathname);
  // Before the screens' effects, where the heading takes the request.
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    request.pending = true;
    request.heading = null;
  }, [pathname, request]);
  return request;
}

/**
 * The menu's entries on the panel's first render (WEB-56): none beside the content (wide screens), where
 * the menu's column has its own width and nothing moves when they come, so its forty-odd links (react-aria
 * Links, the larger part of the shell's first render) are rendered right after, in a background render
 * that yields to the screen's rows; at once on narrow screens, where the menu sits above the content and
 * would push it down.
 */
const NO_ENTRIES: MenuEntry[] = [];
const MENU_BESIDE_CONTENT = '(min-width: 48.0625rem)';

function useMenuEntriesShown(): boolean {
  const [shown, setShown] = useState(
    () => typeof window.matchMedia !== 'function' || !window.matchMedia(MENU_BESIDE_CONTENT).matches,
  );
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}

function toMenuEntry(item: MenuItem, active: string | null): MenuEntry {
  if (item.kind === 'group') {
    return {
      id: item.name,
      label: item.label,
      children: item.children.map((child) => toMenuEntry(child, active)),
    };
  }
  return { id: item.name, label: item.label, href: item.to, isActive: item.name === active };
}

/**
 * A mounted route: its document title, its label for the screen's heading, its lazy screen behind a
 * spinner, and an error boundary.
 */
function RouteScreen({ route }: { route: RouteDefinition }) {
  useDocumentTitle(route.label);
  // Before the outlet starts loading the screen (its effect), all of the screen's files at once (WEB-71).
  useLayoutEffect(() => preloadRouteFiles(route.path), [route.path]);
  const until = useFirstAnswerGate();
  const Screen = route.screen;
  if (!Screen) return null;
  return (
    <RouteLabelContext.Provider value={route.label}>
      <ErrorBoundary key={route.name}>
        <Suspense fallback={<Spinner centered />}>
          <ScreenOutlet screen={Screen} fallback={<Spinner centered />} until={until} />
        </Suspense>
      </ErrorBoundary>
    </RouteLabelContext.Provider>
  );
}

/**
 * The first query of the address the panel opened on (loggedInData.ts) and that address: its screen waits
 * for the answer before it first renders (WEB-54); any other address does not.
 */
export const FirstAnswerContext = createContext<{ path: string; answer: ScreenGate } | null>(null);

function useFirstAnswerGate(): ScreenGate | undefined {
  const first = useContext(FirstAnswerContext);
  const { adminPrefix } = useRuntimeConfig();
  if (!first || first.answer.settled()) return undefined;
  return pathUnderPrefix(window.location.pathname, adminPrefix) === first.path ? first.answer : undefined;
}

/** 'Pomyślnie zalogowano.' after a login in this tab (01 §2), until the user moves to another screen. */
function LoginNotice({ show }: { show: boolean }) {
  const { pathname } = useLocation();
  const shownAt = useRef<string | null | false>(null);
  if (shownAt.current === null) shownAt.current = show ? pathname : false;
  if (shownAt.current !== false && shownAt.current !== pathname) shownAt.current = false;
  return (
    <div role="status">
      {shownAt.current !== false ? <p className={styles.notice}>{sessionMessages.loginSuccess}</p> : null}
    </div>
  );
}
