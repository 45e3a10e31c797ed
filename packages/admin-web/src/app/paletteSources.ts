/**
 * What 'Przejdź do…' offers (features/palette/sources.ts), read from the route table as the menu reads it
 * (routing.ts): the screens, the add screens and the record areas of the lists that declare `palette`.
 * The one place that reads the table for the palette: the shell hands it to the palette's loader, so the
 * feature stays off the table.
 */
import { type RecordArea, recordArea } from '../features/palette/recordAreas';
import type { OpenableArea, PaletteSources, ScreenEntry } from '../features/palette/sources';
import { ROUTES, type RouteDefinition } from '../routes';
import { type AccessContext, buildMenu, type MenuItem, matchRoute, mountedRoutes, toPath } from './routing';

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

/**
 * The record areas, in the table's order: every list route declaring `palette` (areas.ts), whether or not
 * the list itself is mounted (a disabled list's records open in its mounted edit form).
 */
export const RECORD_AREAS: readonly RecordArea[] = ROUTES.flatMap(({ name, palette }) =>
  palette ? [recordArea({ key: name, ...palette })] : [],
);

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
