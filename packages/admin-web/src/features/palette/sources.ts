/**
 * What 'Przejdź do…' can offer a user: the screens of the menu the user sees, the add screens of the
 * areas the user may add to, and the record areas the user may open, all from the route table as the
 * menu reads it (app/routing.ts). `paletteSources` is the one place that reads the table.
 */
import {
  type AccessContext,
  buildMenu,
  type MenuItem,
  matchRoute,
  mountedRoutes,
  toPath,
} from '../../app/routing';
import type { RouteDefinition } from '../../routes';
import { RECORD_AREAS, type RecordArea } from './recordAreas';

export interface ScreenEntry {
  /** The route's name. */
  readonly name: string;
  readonly label: string;
  /** Path under the admin prefix, with a leading slash. */
  readonly to: string;
  /** The menu group it sits in ('Statystyki'), matched too. */
  readonly group?: string;
}

/** A record area the user may open, with the route that opens one of its records. */
export interface OpenableArea extends RecordArea {
  /** The path of one record: '/categories/edit/12'. */
  readonly pathOf: (id: string | number) => string;
}

export interface PaletteSources {
  readonly screens: readonly ScreenEntry[];
  readonly creates: readonly ScreenEntry[];
  readonly records: readonly OpenableArea[];
  /** The route an address of the panel opens (for the recent list), or undefined. */
  readonly routeOf: (pathname: string) => RouteDefinition | undefined;
}

const menuLinks = (items: readonly MenuItem[]): ScreenEntry[] =>
  items.flatMap((item) =>
    item.kind === 'group'
      ? item.children.map((child) => ({
          name: child.name,
          label: child.label,
          to: child.to,
          group: item.label,
        }))
      : [{ name: item.name, label: item.label, to: item.to }],
  );

/** An add screen: a path ending in 'new' with no parameter ('articles/new', 'newsletters/alternative/new'). */
const isCreate = (route: RouteDefinition) =>
  route.path.split('/').at(-1) === 'new' && !route.path.includes(':');

export function paletteSources(context: AccessContext): PaletteSources {
  const mounted = mountedRoutes(context);
  const byName = new Map(mounted.map((route) => [route.name, route]));
  const records = RECORD_AREAS.flatMap((area): OpenableArea[] => {
    const route = byName.get(area.open);
    if (!route) return [];
    return [{ ...area, pathOf: (id) => toPath(route).replace(':id', encodeURIComponent(String(id))) }];
  });
  return {
    screens: menuLinks(buildMenu(context)),
    creates: mounted
      .filter(isCreate)
      .map((route) => ({ name: route.name, label: route.label, to: toPath(route) })),
    records,
    routeOf: (pathname) => matchRoute(pathname, mounted),
  };
}
