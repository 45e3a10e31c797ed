/**
 * Which routes are mounted and what the menu shows (01 §2 "Routing rules", "Menu"; 01 §6): pure
 * functions of the route table, the session and the runtime configuration, unit-tested in
 * routing.test.ts and checked per demo user in the browser.
 */
import { AREAS, type AreaKey, canAccess } from '@redakcja/api-sdk';
import {
  MENU_GROUPS,
  type MenuGroupDefinition,
  type MenuGroupName,
  ROUTES,
  type RouteDefinition,
} from '../routes';
import { firstSegment, loggedOutMenu, type MenuLink, toPath } from './routeMatch';

export { firstSegment, type MenuLink, matchRoute, routeParams, toPath } from './routeMatch';

/** What mounting depends on: who is logged in (null: nobody) and the areas this installation enables. */
export interface AccessContext {
  readonly user: { readonly roles: readonly string[]; readonly forcePasswordChange: boolean } | null;
  readonly enabledAreas: readonly AreaKey[];
}

/** Enabled by default (D9) or by the runtime configuration. */
export function isAreaEnabled(area: AreaKey, enabledAreas: readonly AreaKey[]): boolean {
  return AREAS[area].enabled || enabledAreas.includes(area);
}

/**
 * Mounted: for the current session state (logged-out routes only while logged out), enabled and
 * permitted for the user's roles (a route with no roles is open to any logged-in user). A user who must
 * change the password gets no route: the shell shows the password change instead of any route.
 */
export function isMounted(route: RouteDefinition, context: AccessContext): boolean {
  const { user } = context;
  if (route.session === 'logged-out') return user === null;
  if (user === null || user.forcePasswordChange) return false;
  if (route.area === null) return true;
  return isAreaEnabled(route.area, context.enabledAreas) && canAccess(user.roles, route.area);
}

export function mountedRoutes(context: AccessContext, routes: readonly RouteDefinition[] = ROUTES) {
  return routes.filter((route) => isMounted(route, context));
}

export interface MenuGroup {
  readonly kind: 'group';
  readonly name: MenuGroupName;
  readonly label: string;
  readonly position: number;
  readonly children: readonly MenuLink[];
}

export type MenuItem = MenuLink | MenuGroup;

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/**
 * The menu: logged in, the mounted entries flagged for the menu, sorted by position, with group children
 * gathered under their group (an accordion, children sorted by position; a group without visible
 * children is left out); logged out, the entries flagged for the logged-out menu.
 */
export function buildMenu(
  context: AccessContext,
  routes: readonly RouteDefinition[] = ROUTES,
  groups: readonly MenuGroupDefinition[] = MENU_GROUPS,
): MenuItem[] {
  const mounted = mountedRoutes(context, routes);
  if (context.user === null) return loggedOutMenu(mounted);
  const links = (group: MenuGroupName | undefined): MenuLink[] =>
    mounted
      .filter((route) => route.menu !== undefined && route.menu.group === group)
      .map((route) => ({
        kind: 'link' as const,
        name: route.name,
        label: route.label,
        to: toPath(route),
        position: route.menu?.position ?? 0,
      }))
      .sort(byPosition);
  const items: MenuItem[] = [...links(undefined)];
  for (const group of groups) {
    const children = links(group.name);
    if (children.length > 0)
      items.push({ kind: 'group', name: group.name, label: group.label, position: group.position, children });
  }
  return items.sort(byPosition);
}

/**
 * The active menu entry: the one whose path starts with the same segment as the current path (the
 * specification's "second segment", the first being the admin prefix). Returns the link's name, or null.
 */
export function activeMenuEntry(items: readonly MenuItem[], pathname: string): string | null {
  const segment = firstSegment(pathname);
  for (const item of items) {
    const candidates = item.kind === 'group' ? item.children : [item];
    for (const link of candidates) if (firstSegment(link.to) === segment) return link.name;
  }
  return null;
}
