import type { RecentVisit } from './recent';
import type { PaletteSources } from './sources';

export const SCREEN_KIND = 'Ekran';
export const CREATE_KIND = 'Dodawanie';

/**
 * What an address of the panel is, for the recent list: a screen of the menu, an add screen, or a record
 * of an area the palette finds (by its screen's title and id, 'Edycja artykułu 12', until the palette
 * opens it with its name). Other addresses (a preview, a report) are not remembered.
 */
export function visitOf(sources: PaletteSources, pathname: string): RecentVisit | null {
  const screen = sources.screens.find((entry) => entry.to === pathname);
  if (screen) return { to: pathname, label: screen.label, kind: SCREEN_KIND };
  const create = sources.creates.find((entry) => entry.to === pathname);
  if (create) return { to: pathname, label: create.label, kind: CREATE_KIND };
  const route = sources.routeOf(pathname);
  const area = route && sources.records.find((candidate) => candidate.open === route.name);
  if (!route || !area) return null;
  const id = decodeURIComponent(pathname.split('/').at(-1) ?? '');
  return { to: pathname, label: `${route.label} ${id}`, kind: area.kind };
}
