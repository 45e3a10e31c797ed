import { AREAS, canAccess, MENU_POSITIONS } from '@redakcja/api-sdk';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, ROUTES, type RouteDefinition, routeByName } from '../routes';
import {
  type AccessContext,
  activeMenuEntry,
  buildMenu,
  firstSegment,
  isMounted,
  matchRoute,
  mountedRoutes,
} from './routing';

const screen = lazy(async () => ({ default: () => null }));
const user = (roles: string[], forcePasswordChange = false): AccessContext['user'] => ({
  roles,
  forcePasswordChange,
});
const ctx = (roles: string[] | null, enabledAreas: AccessContext['enabledAreas'] = []): AccessContext => ({
  user: roles === null ? null : user(roles),
  enabledAreas,
});
const names = (routes: readonly RouteDefinition[]) => routes.map((route) => route.name);

describe('the route table', () => {
  it('gives every route a loadable screen: no `screen: null` stub (WEB-RF4)', () => {
    for (const route of ROUTES as readonly { name: string; screen: unknown }[]) {
      expect(route.screen, `${route.name} has no screen`).not.toBeNull();
      expect(typeof (route.screen as { load?: unknown } | null)?.load, route.name).toBe('function');
    }
  });

  it("derives a list/new/edit area's three routes from its one declaration", () => {
    const [list, create, edit] = (['groups', 'groupNew', 'groupEdit'] as const).map(routeByName);
    expect([list?.path, create?.path, edit?.path]).toEqual(['groups', 'groups/new', 'groups/edit/:id']);
    expect([list?.label, create?.label, edit?.label]).toEqual(['Grupy', 'Nowa grupa', 'Edycja grupy']);
    expect(list?.menu).toEqual({ position: MENU_POSITIONS.groups });
    expect(create?.screen).toBe(edit?.screen);
    expect(list?.screen).not.toBe(create?.screen);
    expect(list?.prefetch).toBeTypeOf('function');
    // A disabled list whose forms are mounted (D9) has an area of its own.
    expect([routeByName('adverts').area, routeByName('advertNew').area]).toEqual(['advertsList', 'adverts']);
  });

  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('gives every menu entry a position of 10-360, or 1-3 inside the statistics group (D14)', () => {
    for (const route of ROUTES.filter((candidate) => candidate.menu)) {
      const position = route.menu?.position ?? 0;
      if (route.menu?.group) expect(position).toBeGreaterThanOrEqual(1);
      else expect(position >= 10 && position <= 360, route.name).toBe(true);
    }
    expect(MENU_GROUPS.map((group) => group.position)).toEqual([MENU_POSITIONS.statistics]);
  });
});

describe('mounting (01 §2, §6)', () => {
  const everything = ROUTES;

  it('mounts a route of an enabled area for a permitted user, with its own screen', () => {
    const categories = routeByName('categories');
    expect(isMounted(categories, ctx(['root']))).toBe(true);
    expect(isMounted({ ...categories, screen }, ctx(['root']))).toBe(true);
    expect(isMounted(categories, ctx(['editor']))).toBe(false);
  });

  it('mounts only Login while logged out, and never Login while logged in', () => {
    expect(names(mountedRoutes(ctx(null), everything))).toEqual(['login']);
    expect(names(mountedRoutes(ctx(['root']), everything))).not.toContain('login');
  });

  it('mounts the routes whose roles overlap the user’s; routes without roles for everyone', () => {
    const mounted = names(mountedRoutes(ctx(['comment_all']), everything));
    expect(mounted).toEqual(['home', 'passwordChange', 'comments']);
    const phone = names(mountedRoutes(ctx(['phone_editor']), everything));
    expect(phone).toEqual(['home', 'passwordChange', 'producers']);
    expect(phone).not.toContain('producerEdit');
    const press = names(mountedRoutes(ctx(['prs_all', 'press_editor']), everything));
    expect(press).toEqual(
      expect.arrayContaining(['pressNews', 'pressNewsShow', 'pressMagazines', 'pressIssueEdit']),
    );
    expect(press).not.toContain('pressCompanies');
  });

  it('mounts for root every enabled route and no disabled one', () => {
    const mounted = mountedRoutes(ctx(['root']), everything);
    for (const route of mounted) {
      if (route.area) expect(AREAS[route.area].enabled, route.name).toBe(true);
    }
    expect(names(mounted)).not.toContain('dictionaries');
    expect(names(mounted)).toContain('googleCredentials');
  });

  it('keeps Google verification for root only (D10)', () => {
    expect(names(mountedRoutes(ctx(['editor', 'supereditor', 'comment_all']), everything))).not.toContain(
      'googleCredentials',
    );
  });

  it('mounts a disabled area the runtime configuration enables (D9)', () => {
    expect(names(mountedRoutes(ctx(['root'], ['dictionaries']), everything))).toEqual(
      expect.arrayContaining(['dictionaries', 'dictionaryNew', 'dictionaryEdit']),
    );
    expect(names(mountedRoutes(ctx(['editor'], ['dictionaries']), everything))).not.toContain('dictionaries');
  });

  it('mounts nothing for a user who must change the password', () => {
    expect(mountedRoutes({ user: user(['editor'], true), enabledAreas: [] }, everything)).toEqual([]);
  });

  it('agrees with the SDK’s access table for every route and role', () => {
    for (const route of everything.filter((candidate) => candidate.area !== null)) {
      for (const role of ['root', 'editor', 'supereditor', 'comment_all', 'phone_editor', 'prs_all']) {
        const area = route.area as NonNullable<typeof route.area>;
        expect(isMounted(route, ctx([role])), `${route.name} for ${role}`).toBe(
          AREAS[area].enabled && canAccess([role], area),
        );
      }
    }
  });
});

describe('the menu (01 §2)', () => {
  const built = ROUTES;

  it('shows the logged-out entries to a logged-out user', () => {
    expect(buildMenu(ctx(null), built).map((item) => item.label)).toEqual(['Zaloguj się']);
  });

  it('sorts entries by position and gathers the statistics group with its children by position', () => {
    const menu = buildMenu(ctx(['root']), built);
    const positions = menu.map((item) => item.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(menu[0]?.label).toBe('Strona główna');
    const statistics = menu.find((item) => item.kind === 'group');
    expect(statistics?.kind === 'group' && statistics.children.map((child) => child.name)).toEqual([
      'authorStats',
      'articleStats',
      'stats',
    ]);
    expect(menu.map((item) => item.name)).not.toContain('categoryNew');
    expect(menu.at(-1)?.name).toBe('googleCredentials');
  });

  it('leaves out a group without visible children, and entries of areas the user may not use', () => {
    const menu = buildMenu(ctx(['comment_all']), built);
    expect(menu.map((item) => item.name)).toEqual(['home', 'comments']);
    expect(buildMenu(ctx(['comment_all'])).map((item) => item.name)).toEqual(['home', 'comments']);
    expect(buildMenu(ctx(['phone_editor']), built).map((item) => item.name)).toEqual(['home', 'producers']);
  });

  it('is empty for a user who must change the password', () => {
    expect(buildMenu({ user: user(['editor'], true), enabledAreas: [] }, built)).toEqual([]);
  });

  it('marks the entry of the path’s first segment under the prefix as active', () => {
    const menu = buildMenu(ctx(['root']), built);
    expect(activeMenuEntry(menu, '/categories/edit/3')).toBe('categories');
    expect(activeMenuEntry(menu, '/categories')).toBe('categories');
    expect(activeMenuEntry(menu, '/newsletters/alternative/new')).toBe('newsletters');
    expect(activeMenuEntry(menu, '/stats/reports/4')).toBe('stats');
    expect(activeMenuEntry(menu, '/')).toBe('home');
    expect(activeMenuEntry(menu, '/newsletter_partner_news/listing')).toBeNull();
    expect(firstSegment('/rss/generate_remote')).toBe('rss');
  });
});

describe('matchRoute: the route of an address, before any router exists', () => {
  it('matches literal segments and parameters, literal ones first', () => {
    expect(matchRoute('/comments', ROUTES)?.name).toBe('comments');
    expect(matchRoute('/categories/edit/3', ROUTES)?.name).toBe('categoryEdit');
    expect(matchRoute('/categories/new', ROUTES)?.name).toBe('categoryNew');
    expect(matchRoute('/', ROUTES)?.name).toBe('home');
    expect(matchRoute('/foo/categories', ROUTES)).toBeUndefined();
  });
});
