/**
 * Lazy screens that can be loaded before they render and then render without suspending
 * (shared/loadable.tsx: React.lazy suspends once even with the module in, and React then holds the
 * reveal for its 300 ms Suspense throttle). The route table's screens are loaded as soon as the address
 * matches (App.tsx, in parallel with the configuration and the session restore);
 * `ScreenOutlet` shows its spinner as plain content, not as a Suspense fallback, until the code is in, and
 * the screen then renders at once.
 */
import {
  type ComponentType,
  createElement,
  type LazyExoticComponent,
  type ReactNode,
  useEffect,
  useState,
} from 'react';
import { type Loadable, loadable } from '../shared/loadable';

export type LoadableScreen = Loadable;

/** A screen of the route table: loadable, or React's own lazy (which always suspends once). */
export type AnyScreen = LoadableScreen | LazyExoticComponent<ComponentType>;

const isLoadable = (screen: AnyScreen): screen is LoadableScreen => 'load' in screen;

/** Starts loading a screen's code (failures are left to its render, which reports them). */
export function preloadScreen(screen: AnyScreen | null | undefined): void {
  if (screen && isLoadable(screen)) screen.load().catch(() => undefined);
}

/** A screen of the route table: React.lazy that can be loaded before it renders (shared/loadable). */
export { loadable as lazy };

/** A promise whose settling can be read during a render (loggedInData.ts's first answer). */
export interface ScreenGate {
  readonly promise: Promise<void>;
  settled(): boolean;
}

/** How long a screen waits at most for its first query's answer before it renders without it (WEB-54). */
export const FIRST_ANSWER_WAIT_MS = 100;

/**
 * Renders the screen once its code is in, `fallback` until then (or a failed load, shown by the boundary).
 * With `until` (the first screen of a deep link and its first query's answer, WEB-54), also until that
 * answer is in, at most FIRST_ANSWER_WAIT_MS after the code: the screen then renders once, with its rows,
 * instead of rendering its whole frame empty and again a moment later.
 */
export function ScreenOutlet({
  screen,
  fallback,
  until,
}: {
  screen: AnyScreen;
  fallback: ReactNode;
  until?: ScreenGate | undefined;
}) {
  const loadable = isLoadable(screen) ? screen : null;
  const [ready, setReady] = useState(
    () => (loadable === null || loadable.isLoaded()) && (until === undefined || until.settled()),
  );
  useEffect(() => {
    if (ready) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      if (live) setReady(true);
    };
    const answered = () => {
      if (!until || until.settled()) return settle();
      timer = setTimeout(settle, FIRST_ANSWER_WAIT_MS);
      void until.promise.then(settle);
    };
    // A failed load renders the screen too: React.lazy then throws to the error boundary.
    if (!loadable) answered();
    else loadable.load().then(answered, settle);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [loadable, ready, until]);
  return ready ? createElement(screen) : fallback;
}
