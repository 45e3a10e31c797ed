/**
 * The route table, derived from the area declarations (areas.ts): each route's lazy screen, its first
 * query and its menu position. Loaded with the logged-in panel; the entry has the logged-out routes
 * (loggedOutRoutes.ts) and shared code has the paths (shared/routePaths.ts), neither through this module.
 */
import { MENU_POSITIONS, type PagingClient } from '@redakcja/api-sdk';
import type { ComponentType } from 'react';
import { type AnyScreen, lazy } from './app/lazyScreen';
import {
  type MenuGroupName,
  type PaletteData,
  type PrefetchData,
  ROUTE_DATA,
  type RouteData,
  type RouteName,
} from './areas';
import { loggedOutRoute } from './loggedOutRoutes';
import type { ListParams } from './shared/listParams';

export type { MenuGroupName, RouteName };

/** A lazy screen that can be loaded as soon as its route matches (app/lazyScreen.tsx). */
export type Screen = AnyScreen;

/**
 * A screen's first query, for the route to start as soon as it matches (app/routePrefetch.ts), in
 * parallel with the screen's code (areas.ts, PrefetchData).
 */
export type RoutePrefetch = (
  client: PagingClient,
  params: ListParams,
  routeParams: Readonly<Record<string, string>>,
) => Promise<PrefetchQuery>;

/** A feature's `queryOptions(…)` (its exact type varies by feature; React Query reads the rest). */
export interface PrefetchQuery {
  readonly queryKey: readonly unknown[];
}

/**
 * How 'Przejdź do…' finds a list's records (areas.ts, PaletteData): the route that opens one, and the
 * list's queries (its `prefetch` export), loaded on demand from the same light module.
 */
export interface RoutePalette extends Omit<PaletteData, 'open'> {
  readonly open: RouteName;
  readonly queries: () => Promise<unknown>;
}

export interface RouteDefinition
  extends Omit<RouteData, 'session' | 'menu' | 'screen' | 'prefetch' | 'palette'> {
  readonly name: RouteName;
  /** Logged-in routes, or the Login route that exists only while logged out. */
  readonly session: 'logged-in' | 'logged-out';
  /** In the logged-in menu at this position, optionally under a group. */
  readonly menu?: { readonly position: number; readonly group?: MenuGroupName };
  /** The screen, lazy-loaded. Every route has one: an area without a screen has no route (WEB-RF4). */
  readonly screen: Screen;
  /** The screen's first query, started when the route matches (optional; see RoutePrefetch). */
  readonly prefetch?: RoutePrefetch;
  readonly palette?: RoutePalette;
}

export interface MenuGroupDefinition {
  readonly name: MenuGroupName;
  readonly label: string;
  readonly position: number;
}

/** Groups of the menu, shown as accordions; their children name them in `menu.group`. */
export const MENU_GROUPS: readonly MenuGroupDefinition[] = [
  { name: 'statistics', label: 'Statystyki', position: MENU_POSITIONS.statistics },
];

type Module = Record<string, unknown>;
type ScreenModule = { default: ComponentType; preload?: () => void };

/** Every feature screen, each a chunk of its own, loaded when its route is first shown. */
export const SCREENS = import.meta.glob<ScreenModule>('./features/**/*Screen.tsx');

/**
 * The light queries modules areas.ts may name in `prefetch`: a module it names outside these folders
 * fails as the table is built (`loader`), so the glob and the declarations cannot drift apart unseen.
 */
export const PREFETCH_MODULES = import.meta.glob<Module>([
  './features/*/listQueries.ts',
  './features/comments/queries.ts',
  './features/logs/queries.ts',
  './features/newsletters/list/queries.ts',
]);

function loader<T>(modules: Record<string, () => Promise<T>>, module: string, extension: string) {
  const load = modules[`./features/${module}.${extension}`];
  if (!load) throw new Error(`areas.ts names ${module}, which is not a feature module the table loads`);
  return load;
}

const screens = new Map<string, Screen>();

/** One lazy screen per module: routes that share a screen (list and form pairs) share its chunk. */
export function screenOf(module: string): Screen {
  let screen = screens.get(module);
  if (!screen) {
    screen = lazy(loader(SCREENS, module, 'tsx'));
    screens.set(module, screen);
  }
  return screen;
}

function prefetchOf({ module, export: name, search, filters = [], record }: PrefetchData): RoutePrefetch {
  // A record's queries come with its form's screen, which the route loads anyway (WEB-133).
  const load = record ? loader<Module>(SCREENS, module, 'tsx') : loader(PREFETCH_MODULES, module, 'ts');
  return (client, params, { id = '' }) =>
    load().then((loaded) => {
      if (record) {
        const queries = loaded[name] as { detail(client: PagingClient, id: string): PrefetchQuery };
        return queries.detail(client, id);
      }
      const picked = Object.fromEntries(filters.map((key) => [key, params.filters[key] ?? '']));
      const searchQuery = search === false ? '' : params.searchQuery;
      const queries = loaded[name] as
        | { list(client: PagingClient, state: unknown): PrefetchQuery }
        | ((client: PagingClient, state: unknown) => PrefetchQuery);
      if (typeof queries === 'function')
        return queries(client, {
          page: params.page,
          ...(search === false ? {} : { searchQuery }),
          ...picked,
        });
      return queries.list(client, { page: params.page, searchQuery, filters: picked, parentId: id });
    });
}

/** A list's palette entry searches through the list's own queries: its `prefetch` export. */
function paletteOf(data: RouteData, { open, ...palette }: PaletteData): RoutePalette {
  const { prefetch } = data;
  if (!prefetch || prefetch.record)
    throw new Error(`areas.ts gives ${data.name} a palette entry without the list's queries (prefetch)`);
  const load = loader(PREFETCH_MODULES, prefetch.module, 'ts');
  return {
    ...palette,
    open: open as RouteName,
    queries: () => load().then((loaded) => loaded[prefetch.export]),
  };
}

function definitionOf(data: RouteData): RouteDefinition {
  if (data.session === 'logged-out') return loggedOutRoute(data.name as RouteName);
  const { menu, screen, prefetch, palette, ...rest } = data;
  return {
    ...rest,
    name: data.name as RouteName,
    session: 'logged-in',
    ...(menu ? { menu: { ...menu, position: MENU_POSITIONS[menu.position] } } : {}),
    screen: screenOf(screen),
    ...(prefetch ? { prefetch: prefetchOf(prefetch) } : {}),
    ...(palette ? { palette: paletteOf(data, palette) } : {}),
  };
}

export const ROUTES: readonly RouteDefinition[] = ROUTE_DATA.map(definitionOf);

export function routeByName(name: RouteName): RouteDefinition {
  const found = ROUTES.find((candidate) => candidate.name === name);
  if (!found) throw new RangeError(`No route named ${name}`);
  return found;
}
