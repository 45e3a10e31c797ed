/**
 * Lazy screens that can be loaded before they render and then render without suspending.
 *
 * React.lazy suspends on its first render even when the module is already there, and React 19 holds the
 * reveal of a suspended boundary until 300 ms after its fallback was shown (the Suspense throttle): a
 * screen whose code and data are ready waited for nothing. Here the route table's screens are loaded as
 * soon as the address matches (main.tsx, in parallel with the configuration and the session restore);
 * `ScreenOutlet` shows its spinner as plain content, not as a Suspense fallback, until the code is in, and
 * the screen then renders at once.
 */
import {
  type ComponentType,
  createElement,
  type FunctionComponent,
  type LazyExoticComponent,
  type ReactNode,
  lazy as reactLazy,
  useEffect,
  useState,
} from 'react';

export type LoadableScreen = FunctionComponent & {
  /** Starts loading the module (once); resolves when it is in. */
  load(): Promise<unknown>;
  /** Whether the module is in (rendering it will not suspend). */
  isLoaded(): boolean;
};

/** A screen of the route table: loadable, or React's own lazy (which always suspends once). */
export type AnyScreen = LoadableScreen | LazyExoticComponent<ComponentType>;

const isLoadable = (screen: AnyScreen): screen is LoadableScreen => 'load' in screen;

/** Starts loading a screen's code (failures are left to its render, which reports them). */
export function preloadScreen(screen: AnyScreen | null | undefined): void {
  if (screen && isLoadable(screen)) screen.load().catch(() => undefined);
}

/** React.lazy with `load()` and `isLoaded()` (same call shape as React's `lazy`). */
export function lazy(factory: () => Promise<{ default: ComponentType }>): LoadableScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const load = () => {
    loading ??= factory().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = reactLazy(load);
  // One component per screen, made once when the route table is built (never during a render).
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level factory, like React.lazy.
  function Loadable() {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the screen.
    const [component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(component);
  }
  return Object.assign(Loadable, { load, isLoaded: () => loaded !== null });
}

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
