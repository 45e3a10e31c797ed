/**
 * A lazy component that can be loaded before it renders, and then renders without suspending: the route
 * table's screens (app/lazyScreen.tsx) and a form's heavy field kinds (crud/fields/FormFields.tsx).
 *
 * React.lazy suspends on its first render even when the module is already there, and React 19 holds the
 * reveal of a suspended boundary until 300 ms after its fallback was shown (the Suspense throttle): a
 * component whose code was ready waited for nothing.
 */
import { type ComponentType, createElement, type FunctionComponent, lazy, useState } from 'react';

export type Loadable<Props extends object = object> = FunctionComponent<Props> & {
  /** Starts loading the module (once); resolves when it is in. */
  load(): Promise<unknown>;
  /** Whether the module is in (rendering it will not suspend). */
  isLoaded(): boolean;
};

/**
 * React.lazy with `load()` and `isLoaded()` (same call shape as React's `lazy`). A module that exports
 * `preload` has it called as it arrives: what the component will ask for next (a form's field kinds)
 * starts then, not at its first render.
 */
export function loadable<Props extends object = object>(
  factory: () => Promise<{ default: ComponentType<Props>; preload?: () => void }>,
): Loadable<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const load = () => {
    loading ??= factory().then((module) => {
      module.preload?.();
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(load) as unknown as ComponentType<Props>;
  // One component per module, made once at module level (never during a render).
  // biome-ignore lint/correctness/noComponentHookFactories: a module-level factory, like React.lazy.
  function Component(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount it.
    const [component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Component, { load, isLoaded: () => loaded !== null });
}
