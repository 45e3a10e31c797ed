/**
 * The route table against the specification's own words: every path of the three documents (01 §2,
 * 02 §2, 03 §2) with the roles, menu position, parent group and enabled state they give it, and D8
 * (paths), D9 (disabled areas), D10 (Google verification for root), D14 (positions). Written out here
 * as the documents write them, so a route moved to the wrong area, position or group fails.
 */
import { AREAS } from '@redakcja/api-sdk';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { recordingClient } from './app/recordingClient';
import { prefetchRoute, routeQuery, startRouteQuery } from './app/routePrefetch';
import { routeParams } from './app/routing';
import { ROUTE_DATA } from './areas';
import { issueQueries } from './features/press/queries';
import { MENU_GROUPS, PREFETCH_MODULES, ROUTES, type RouteDefinition } from './routes';

const EDITORIAL = ['root', 'supereditor', 'editor'];
const ROOT = ['root'];
const ANY: string[] = [];

interface Expected {
  roles: string[];
  /** Menu position, and the group for an entry inside one. */
  menu?: number | [group: string, position: number];
  /** Mounted by default (D9). */
  enabled?: boolean;
}

/** path (under the admin prefix) → what the documents say. */
const SPEC: Record<string, Expected> = {
  '': { roles: ANY, menu: 10 },
  password_change: { roles: ANY },
  articles: { roles: EDITORIAL, menu: 20 },
  'articles/new': { roles: EDITORIAL },
  'articles/edit/:id': { roles: EDITORIAL },
  'articles/preview/:id': { roles: EDITORIAL },
  cache: { roles: EDITORIAL, menu: 150 },
  players: { roles: EDITORIAL, menu: 21 },
  'players/new': { roles: EDITORIAL },
  'players/edit/:id': { roles: EDITORIAL },
  comments: { roles: ['root', 'comment_all'], menu: 22 },
  bans: { roles: ROOT, menu: 23 },
  'newsletters/listing': { roles: ROOT, menu: 24 },
  'newsletters/new': { roles: ROOT },
  'newsletters/alternative/new': { roles: ROOT },
  // D25
  'newsletters/edit/:id': { roles: ROOT },
  'newsletters/alternative/edit/:id': { roles: ROOT },
  'newsletter_partner_news/listing': { roles: ROOT },
  'newsletter_partner_news/new': { roles: ROOT },
  'newsletter_partner_news/edit/:id': { roles: ROOT },
  subscribers: { roles: ROOT, menu: 25 },
  'subscribers/new': { roles: ROOT },
  groups: { roles: ROOT, menu: 30 },
  'groups/new': { roles: ROOT },
  'groups/edit/:id': { roles: ROOT },
  categories: { roles: ROOT, menu: 40 },
  'categories/new': { roles: ROOT },
  'categories/edit/:id': { roles: ROOT },
  silos: { roles: ROOT, menu: 41 },
  'silos/new': { roles: ROOT },
  'silos/edit/:id': { roles: ROOT },
  silos_groups: { roles: ROOT, menu: 42 },
  'silos_groups/new': { roles: ROOT },
  'silos_groups/edit/:id': { roles: ROOT },
  articles_sponsored: { roles: EDITORIAL, menu: 50 },
  'articles_sponsored/new': { roles: EDITORIAL },
  'articles_sponsored/edit/:id': { roles: EDITORIAL },
  authors: { roles: ROOT, menu: 80 },
  'authors/new': { roles: ROOT },
  'authors/edit/:id': { roles: ROOT },
  author_stats: { roles: ROOT, menu: ['statistics', 1] },
  article_stats_google: { roles: ROOT, menu: ['statistics', 2] },
  stats: { roles: ROOT, menu: ['statistics', 3] },
  'stats/new': { roles: ROOT },
  // D23: a stat's edit screen.
  'stats/edit/:id': { roles: ROOT },
  'stats/reports/:id': { roles: ROOT },
  sites: { roles: ROOT, menu: 110 },
  'sites/new': { roles: ROOT },
  'sites/edit/:id': { roles: ROOT },
  'rss/generate_remote': { roles: ROOT, menu: 160 },
  kf_companies: { roles: ROOT, menu: 180 },
  'kf_companies/new': { roles: ROOT },
  'kf_companies/edit/:id': { roles: ROOT },
  // D24: the second create screen.
  'kf_companies/create': { roles: ROOT },
  users: { roles: ROOT, menu: 200 },
  'users/new': { roles: ROOT },
  'users/edit/:id': { roles: ROOT },
  logs: { roles: ROOT, menu: 220 },
  producers: { roles: ['root', 'phone_editor'], menu: 240 },
  'producers/new': { roles: ROOT },
  'producers/edit/:id': { roles: ROOT },
  'prs/admin_index_news': { roles: ['root', 'prs_all'], menu: 290 },
  'prs/admin_index_news/show/:id': { roles: ['root', 'prs_all'] },
  'pr_companies/index': { roles: ROOT, menu: 300 },
  'pr_companies/new': { roles: ROOT },
  'pr_companies/edit/:id': { roles: ROOT },
  // D8: the magazine list at 310 for root and press_editor, like the rest of the press magazines.
  press_magazines: { roles: ['root', 'press_editor'], menu: 310 },
  'press_magazines/new': { roles: ['root', 'press_editor'] },
  'press_magazines/edit/:id': { roles: ['root', 'press_editor'] },
  'press_magazines/numbers/:id': { roles: ['root', 'press_editor'] },
  'press_numbers/edit/:id': { roles: ['root', 'press_editor'] },
  'press_numbers/new/:id': { roles: ['root', 'press_editor'] },
  // D10: root only.
  google_credentials_settings: { roles: ROOT, menu: 360 },
  // D8: adverts and industries, new and edit for root; their lists disabled (D9).
  'advs/new': { roles: ROOT },
  'advs/edit/:id': { roles: ROOT },
  'adv_industries/new': { roles: ROOT },
  'adv_industries/edit/:id': { roles: ROOT },
  advs: { roles: ['root', 'advs_editor'], enabled: false },
  adv_industries: { roles: ['root', 'advs_editor'], enabled: false },
  // D8, D9: media people (new and edit; the list disabled), dictionaries and polls (disabled).
  'people/new': { roles: ROOT },
  'people/edit/:id': { roles: ROOT },
  people: { roles: ROOT, enabled: false },
  dictionaries: { roles: ['root', 'dictionary_all'], enabled: false },
  'dictionaries/new': { roles: ['root', 'dictionary_all'], enabled: false },
  'dictionaries/edit/:id': { roles: ['root', 'dictionary_all'], enabled: false },
  probes: { roles: ROOT, enabled: false },
  'probes/new': { roles: ROOT, enabled: false },
  'probes/edit/:id': { roles: ROOT, enabled: false },
  // D9, WEB-RF4: disabled areas without screens in the documents whose resource the contract has.
  jobs: { roles: ROOT, enabled: false },
  'jobs/new': { roles: ROOT, enabled: false },
  'jobs/edit/:id': { roles: ROOT, enabled: false },
  photo_reportages: { roles: ['root', 'photo_editor'], enabled: false },
  'photo_reportages/new': { roles: ['root', 'photo_editor'], enabled: false },
  'photo_reportages/edit/:id': { roles: ['root', 'photo_editor'], enabled: false },
  press_publishers: { roles: ROOT, enabled: false },
  'press_publishers/new': { roles: ROOT, enabled: false },
  'press_publishers/edit/:id': { roles: ROOT, enabled: false },
};

/** WEB-RF4: disabled areas with neither a described screen nor a resource: known areas, no route. */
const AREAS_WITHOUT_ROUTES = [
  'agencyNews',
  'trends',
  'events',
  'marketResearch',
  'promotions',
  'phones',
  'pressUsers',
] as const;

function described(route: RouteDefinition): Expected {
  if (route.area === null) throw new Error(`${route.name} has no area`);
  const area = AREAS[route.area];
  const group = route.menu?.group;
  const position = route.menu?.position;
  const expected: Expected = { roles: [...area.roles] };
  if (position !== undefined) {
    const groupPosition = MENU_GROUPS.find((candidate) => candidate.name === group)?.position;
    expected.menu = group ? [group, position] : position;
    if (group) expect(groupPosition, 'the Statistics group sits at 100 (D14)').toBe(100);
  }
  if (!area.enabled) expected.enabled = false;
  return expected;
}

describe('the route table, as the specification writes it', () => {
  it('has exactly the paths of the documents (and D8, D9), plus Login', () => {
    const paths = ROUTES.map((route) => route.path).filter((path) => path !== 'login');
    expect([...paths].sort()).toEqual(Object.keys(SPEC).sort());
    const login = ROUTES.find((route) => route.path === 'login');
    expect(login).toMatchObject({ area: null, session: 'logged-out', loggedOutMenu: true });
  });

  for (const [path, expected] of Object.entries(SPEC)) {
    it(`/${path}: ${expected.roles.join(', ') || 'any logged-in user'}${expected.menu ? `, menu ${expected.menu}` : ''}${expected.enabled === false ? ', disabled' : ''}`, () => {
      const route = ROUTES.find((candidate) => candidate.path === path);
      if (!route) throw new Error(`no route for /${path}`);
      expect(described(route)).toEqual(expected);
      // Built: a `screen: null` stub is no route of this table.
      expect(route.screen, `/${path} has no screen`).not.toBeNull();
    });
  }

  it('keeps the disabled areas without screen or resource as known areas, with no route (WEB-RF4)', () => {
    for (const area of AREAS_WITHOUT_ROUTES) {
      expect(AREAS[area], area).toEqual({ roles: ROOT, enabled: false });
      expect(ROUTES.filter((route) => route.area === area).map((route) => route.path)).toEqual([]);
    }
  });
});

describe('route prefetches (WEB-41)', () => {
  it('start the issues of the magazine in the address (the route’s :id)', async () => {
    const { requested, client } = recordingClient();
    const queryClient = new QueryClient();
    prefetchRoute(
      queryClient,
      client,
      { user: { roles: ['press_editor'], forcePasswordChange: false }, enabledAreas: [] },
      '/press_magazines/numbers/7',
      '?page=2',
    );
    // The key the issues screen asks for (parentId from its route), so it finds the answer cached.
    const key = issueQueries.list(client, { page: 2, searchQuery: '', filters: {}, parentId: '7' }).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    expect(requested).toEqual(['http://api.test/api/press_magazines/7/numbers?page=2']);
  });

  it('resolve their options from the address before the session is known, and send only what the user may see (WEB-53)', async () => {
    const { requested, client } = recordingClient();
    const query = await routeQuery(client, '/press_magazines/numbers/7', '?page=2');
    expect(query?.route.name).toBe('pressIssues');
    expect(requested).toEqual([]);
    // A user without the press roles: nothing is sent.
    const queryClient = new QueryClient();
    await startRouteQuery(queryClient, query, {
      user: { roles: ['editor'], forcePasswordChange: false },
      enabledAreas: [],
    });
    expect(requested).toEqual([]);
    await startRouteQuery(queryClient, query, {
      user: { roles: ['press_editor'], forcePasswordChange: false },
      enabledAreas: [],
    });
    expect(requested).toEqual(['http://api.test/api/press_magazines/7/numbers?page=2']);
  });

  it('read the params of the matched route', () => {
    expect(routeParams('press_magazines/numbers/:id', '/press_magazines/numbers/42')).toEqual({ id: '42' });
    expect(routeParams('comments', '/comments')).toEqual({});
  });
});

describe('the prefetch modules', () => {
  it('are exactly the modules the areas name in `prefetch`: none loaded for nothing, none missing', () => {
    // A record's prefetch (WEB-133) comes with its form's screen, not from a queries module.
    const named = new Set(
      ROUTE_DATA.flatMap((data) =>
        'prefetch' in data && data.prefetch && !('record' in data.prefetch)
          ? [`./features/${data.prefetch.module}.ts`]
          : [],
      ),
    );
    expect(Object.keys(PREFETCH_MODULES).sort()).toEqual([...named].sort());
  });
});
