/**
 * What 'Przejdź do…' offers (features/palette/sources.ts), read from the route table as the menu reads it
 * (routing.ts). The one place that reads the table for the palette: the shell hands it to the palette's
 * loader, so the feature stays off the table.
 */
import { RECORD_AREAS } from '../features/palette/recordAreas';
import type { OpenableArea, PaletteSources, ScreenEntry } from '../features/palette/sources';
import type { RouteDefinition } from '../routes';
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
