/**
 * Holding a navigation inside the logged-in panel while a form has unsaved changes (WEB-7), without
 * react-router's data router (WEB-67): the browser history given to the declarative router is wrapped so
 * that one blocker can hold
 * - a push or replace made through the router (react-aria's links, navigate(), <Navigate>): it is simply
 *   not made until the blocker proceeds;
 * - the browser's Back or Forward: the address has already moved when the router hears of it, so it is
 *   moved back with history.go(-delta), as the data router does, the pop that causes is swallowed, and
 *   proceeding re-applies it with go(delta).
 * The form asks with the state a blocker is in: 'unblocked', or 'blocked' with proceed() and reset().
 */
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { type HistoryRouterProps, NavigationType, type Path, type To } from 'react-router';

/** react-router's history (UNSAFE_createBrowserHistory's, or a memory history in tests). */
export type History = HistoryRouterProps['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];

/**
 * Locations as the history has them: under the admin prefix on both sides, so comparing their
 * pathnames says whether the screen would change.
 */
export interface BlockerArgs {
  currentLocation: Path;
  nextLocation: Path;
  historyAction: NavigationType;
}
export type ShouldBlock = (args: BlockerArgs) => boolean;

export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Path; proceed: () => void; reset: () => void };

const UNBLOCKED: Blocker = { state: 'unblocked' };

export interface BlockingHistory extends History {
  /** Sets the one blocker (a later one replaces it); the returned function removes it. */
  block(shouldBlock: ShouldBlock): () => void;
  /** The blocker's state, and a subscription to its changes (for useSyncExternalStore). */
  blocker(): Blocker;
  subscribeBlocker(onChange: () => void): () => void;
  /** The session ended: let go of the browser history (its listener) and of the blocker. */
  dispose(): void;
}

/** `history` must be made with `v5Compat: true`, so that its pushes and replaces are heard too. */
export function withNavigationBlocking(history: History): BlockingHistory {
  let shouldBlock: ShouldBlock | null = null;
  let blocker = UNBLOCKED;
  const watchers = new Set<() => void>();
  let routerListener: ((update: Update) => void) | null = null;
  let unlisten: (() => void) | null = null;
  let disposed = false;
  /** The location the router shows (the address differs from it while a held pop is moved back). */
  let current: Path = history.location;
  // A held Back or Forward: the pop of its moving back is still to come (and swallowed), then, if the
  // blocker proceeded meanwhile, the pop is re-applied; the re-applied pop is not asked about again.
  let revertPending = false;
  let reapplyAfterRevert: number | null = null;
  let passNextPop = false;

  const setBlocker = (next: Blocker) => {
    blocker = next;
    for (const watcher of watchers) watcher();
  };
  const holds = (nextLocation: Path, historyAction: NavigationType) =>
    !disposed &&
    shouldBlock !== null &&
    shouldBlock({ currentLocation: current, nextLocation, historyAction });
  const blocked = (location: Path, proceed: () => void): Blocker => ({
    state: 'blocked',
    location,
    proceed: () => {
      setBlocker(UNBLOCKED);
      proceed();
    },
    reset: () => setBlocker(UNBLOCKED),
  });

  const reapply = (delta: number) => {
    passNextPop = true;
    history.go(delta);
  };

  const forward = (update: Update) => {
    current = update.location;
    routerListener?.(update);
  };

  const onUpdate = (update: Update) => {
    if (update.action !== NavigationType.Pop) return forward(update);
    if (revertPending) {
      revertPending = false;
      if (reapplyAfterRevert !== null) {
        const delta = reapplyAfterRevert;
        reapplyAfterRevert = null;
        reapply(delta);
      }
      return;
    }
    if (passNextPop) {
      passNextPop = false;
      return forward(update);
    }
    // No delta: an entry this history did not write; where it lies is unknown, so it is not held.
    const { delta } = update;
    if (delta && holds(update.location, NavigationType.Pop)) {
      revertPending = true;
      history.go(-delta);
      setBlocker(
        blocked(update.location, () => {
          if (revertPending) reapplyAfterRevert = delta;
          else reapply(delta);
        }),
      );
      return;
    }
    forward(update);
  };

  const navigate = (action: NavigationType.Push | NavigationType.Replace, to: To, state?: unknown) => {
    const go = () => (action === NavigationType.Push ? history.push(to, state) : history.replace(to, state));
    const next = history.encodeLocation(to);
    if (holds(next, action)) setBlocker(blocked(next, go));
    else go();
  };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => navigate(NavigationType.Push, to, state),
    replace: (to, state) => navigate(NavigationType.Replace, to, state),
    go: (delta) => history.go(delta),
    listen(listener) {
      if (disposed) return () => undefined;
      routerListener = listener;
      const stopHistory = history.listen(onUpdate);
      const stop = () => {
        if (unlisten !== stop) return;
        unlisten = null;
        routerListener = null;
        stopHistory();
      };
      unlisten = stop;
      return stop;
    },
    block(next) {
      shouldBlock = next;
      return () => {
        if (shouldBlock !== next) return;
        shouldBlock = null;
        if (blocker.state === 'blocked') setBlocker(UNBLOCKED);
      };
    },
    blocker: () => blocker,
    subscribeBlocker(onChange) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
    dispose() {
      disposed = true;
      unlisten?.();
      shouldBlock = null;
      if (blocker.state === 'blocked') setBlocker(UNBLOCKED);
    },
  };
}

/** The logged-in panel's blocking history (LoggedInApp.tsx). */
export const NavigationBlockingContext = createContext<BlockingHistory | null>(null);

/**
 * Holds the navigations `shouldBlock` says to hold while the calling component is mounted (its latest
 * `shouldBlock` decides), and gives the blocker's state.
 */
export function useNavigationBlocker(shouldBlock: ShouldBlock): Blocker {
  const history = useContext(NavigationBlockingContext);
  if (history === null)
    throw new Error('useNavigationBlocker needs the logged-in panel (NavigationBlockingContext)');
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => history.block((args) => latest.current(args)), [history]);
  return useSyncExternalStore(history.subscribeBlocker, history.blocker);
}
