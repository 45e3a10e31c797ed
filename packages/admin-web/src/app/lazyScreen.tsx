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

/** Renders the screen once its code is in, `fallback` until then (or a failed load, shown by the boundary). */
export function ScreenOutlet({ screen, fallback }: { screen: AnyScreen; fallback: ReactNode }) {
  const loadable = isLoadable(screen) ? screen : null;
  const [ready, setReady] = useState(() => loadable === null || loadable.isLoaded());
  useEffect(() => {
    if (ready || !loadable) return;
    let live = true;
    const settle = () => {
      if (live) setReady(true);
    };
    // A failed load renders the screen too: React.lazy then throws to the error boundary.
    loadable.load().then(settle, settle);
    return () => {
      live = false;
    };
  }, [loadable, ready]);
  return ready ? createElement(screen) : fallback;
}
