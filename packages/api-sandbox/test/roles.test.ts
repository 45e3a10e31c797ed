import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src';
import { AREA_KEYS, type AreaKey, canAccess, canUseLookup, type LookupKey } from '../src/sdk';
import { DEMO_USERS } from '../src/seed/users';
import { type Client, loggedIn, start } from './helpers';

// The role matrix: for every demo user and every area, one call of each kind the area makes. Bodies are
// invalid on purpose, so an allowed write answers 4xx validation (422/400/404) and changes nothing;
// only a forbidden one answers 403.

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  multipart?: boolean;
}

const MISSING = 999_999;

const AREA_CALLS: Partial<Record<AreaKey, Call[]>> = {
  articles: [
    { method: 'GET', path: '/api/articles?sponsored=0' },
    { method: 'GET', path: '/api/articles/1' },
    { method: 'POST', path: '/api/articles', body: {} },
    { method: 'PUT', path: `/api/articles/${MISSING}`, body: {} },
    { method: 'PATCH', path: '/api/articles/1', body: { isHot: 'x' } },
    { method: 'DELETE', path: `/api/articles/${MISSING}` },
    { method: 'GET', path: '/api/articles/1/googleSearchConsoleStatistics' },
    { method: 'GET', path: '/api/articles/preview/?slug=nie-ma-takiego' },
  ],
  sponsoredArticles: [{ method: 'GET', path: '/api/articles?sponsored=1' }],
  cache: [{ method: 'POST', path: '/cache/cache/menu' }],
  players: [
    { method: 'GET', path: '/api/players?page=1' },
    { method: 'POST', path: '/api/players', body: {} },
    { method: 'PUT', path: `/api/players/${MISSING}`, body: {} },
    { method: 'DELETE', path: `/api/players/${MISSING}` },
  ],
  comments: [
    { method: 'GET', path: '/api/comments?page=1' },
    { method: 'DELETE', path: `/api/comments/${MISSING}` },
  ],
  bans: [
    { method: 'GET', path: '/api/black_lists' },
    { method: 'GET', path: '/api/black_words' },
    { method: 'GET', path: '/api/black_email_domains' },
    { method: 'PUT', path: '/api/black_email_domains/0', body: { list: 5 } },
  ],
  newsletters: [
    { method: 'GET', path: '/api/newsletter_data' },
    { method: 'GET', path: '/api/newsletters' },
    { method: 'POST', path: '/api/newsletters', body: {} },
    { method: 'POST', path: '/api/newsletters/alternative', body: {} },
    { method: 'PUT', path: `/api/newsletters/${MISSING}`, body: {} },
  ],
  partnerNews: [
    { method: 'GET', path: '/api/newsletter_partner_news' },
    { method: 'GET', path: '/api/newsletter_partner_news/last' },
    { method: 'POST', path: '/api/newsletter_partner_news', multipart: true },
    { method: 'PUT', path: `/api/newsletter_partner_news/${MISSING}`, body: {} },
  ],
  subscribers: [
    { method: 'GET', path: '/api/subscribers' },
    { method: 'POST', path: '/api/subscribers', body: {} },
    { method: 'PATCH', path: `/api/subscribers/${MISSING}`, body: {} },
    { method: 'DELETE', path: `/api/subscribers/${MISSING}` },
  ],
  groups: [
    { method: 'GET', path: '/api/groups' },
    { method: 'GET', path: '/api/groups/1' },
    { method: 'POST', path: '/api/groups', body: {} },
    { method: 'DELETE', path: `/api/groups/${MISSING}` },
  ],
  categories: [
    { method: 'GET', path: '/api/categories' },
    { method: 'POST', path: '/api/categories', body: {} },
    { method: 'PUT', path: `/api/categories/${MISSING}`, body: {} },
  ],
  silos: [
    { method: 'GET', path: '/api/silos' },
    { method: 'POST', path: '/api/silos', body: {} },
    { method: 'DELETE', path: `/api/silos/${MISSING}` },
  ],
  siloGroups: [
    { method: 'GET', path: '/api/silos_groups' },
    { method: 'POST', path: '/api/silos_groups', body: {} },
  ],
  authors: [
    { method: 'PUT', path: `/api/authors/${MISSING}`, body: {} },
    { method: 'DELETE', path: `/api/authors/${MISSING}` },
  ],
  authorStats: [{ method: 'GET', path: '/api/authors/stats' }],
  stats: [
    { method: 'GET', path: '/api/stats' },
    { method: 'POST', path: '/api/stats', body: {} },
    { method: 'GET', path: '/api/report' },
  ],
  sites: [
    { method: 'GET', path: '/api/sites' },
    { method: 'POST', path: '/api/sites', body: {} },
    { method: 'DELETE', path: `/api/sites/${MISSING}` },
  ],
  rss: [{ method: 'GET', path: '/api/rss/generate' }],
  kfCompanies: [
    { method: 'GET', path: '/api/kf_companies' },
    { method: 'POST', path: '/api/kf_companies', body: {} },
  ],
  users: [
    { method: 'GET', path: '/api/users' },
    { method: 'POST', path: '/api/users', body: {} },
    { method: 'PATCH', path: `/api/users/${MISSING}`, body: {} },
    { method: 'DELETE', path: `/api/users/${MISSING}` },
  ],
  logs: [{ method: 'GET', path: '/api/logs' }],
  producers: [{ method: 'GET', path: '/api/producers' }],
  producersEdit: [
    { method: 'GET', path: '/api/producers/1' },
    { method: 'POST', path: '/api/producers', body: {} },
    { method: 'PUT', path: `/api/producers/${MISSING}`, body: {} },
    { method: 'DELETE', path: `/api/producers/${MISSING}` },
  ],
  pressNews: [
    { method: 'GET', path: '/api/news' },
    { method: 'GET', path: '/api/news/1' },
    { method: 'PATCH', path: `/api/news/${MISSING}`, body: {} },
  ],
  pressCompanies: [
    { method: 'GET', path: '/api/companies' },
    { method: 'POST', path: '/api/companies', body: {} },
    { method: 'PATCH', path: `/api/companies/${MISSING}`, body: {} },
  ],
  pressMagazines: [
    { method: 'GET', path: '/api/press_magazines' },
    { method: 'GET', path: '/api/press_magazines/1/numbers' },
    { method: 'POST', path: '/api/press_magazines', body: {} },
    { method: 'PATCH', path: `/api/press_magazine_numbers/${MISSING}`, body: {} },
    { method: 'POST', path: '/api/press_magazine_numbers', multipart: true },
  ],
  adverts: [
    { method: 'GET', path: '/api/advs' },
    { method: 'POST', path: '/api/advs', multipart: true },
    { method: 'DELETE', path: `/api/advs/${MISSING}` },
  ],
  advertisingIndustries: [
    { method: 'GET', path: '/api/adv_industries' },
    { method: 'POST', path: '/api/adv_industries', body: {} },
  ],
  googleCredentials: [{ method: 'POST', path: '/api/google/credentials', body: {} }],
  people: [
    { method: 'GET', path: '/api/people' },
    { method: 'POST', path: '/api/people', body: {} },
  ],
  dictionaries: [
    { method: 'GET', path: '/api/dictionaries' },
    { method: 'POST', path: '/api/dictionaries', body: {} },
  ],
  probes: [
    { method: 'GET', path: '/api/probes' },
    { method: 'POST', path: '/api/probes', body: {} },
  ],
};

/** Calls other areas' forms make: allowed to the roles of every area that uses them (SDK LOOKUPS). */
const LOOKUP_CALLS: Record<LookupKey, Call[]> = {
  authors: [
    { method: 'GET', path: '/api/authors?name=a' },
    { method: 'GET', path: '/api/authors/1' },
    { method: 'GET', path: '/api/authors/full/1' },
    { method: 'POST', path: '/api/authors', body: {} },
  ],
  groupsSelect: [{ method: 'GET', path: '/api/groups/select' }],
  categoriesSelect: [{ method: 'GET', path: '/api/categories/select' }],
  silosSelect: [{ method: 'GET', path: '/api/silos/select' }],
  siloGroupsSelect: [{ method: 'GET', path: '/api/silos_groups/select' }],
  gallerySelect: [{ method: 'GET', path: '/api/photo_reportages/select?type=gallery' }],
  photoUploads: [
    { method: 'POST', path: '/api/media_tops', multipart: true },
    { method: 'GET', path: '/api/media_article_banners/1' },
  ],
  fileManager: [
    { method: 'POST', path: '/api/filemenagerdata', body: {} },
    { method: 'GET', path: '/api/media/1' },
    { method: 'PATCH', path: '/api/media/1', body: { title: 5 } },
    { method: 'DELETE', path: `/api/media/${MISSING}` },
    { method: 'PATCH', path: '/api/media_tops/1', body: { title: 5 } },
    { method: 'DELETE', path: `/api/media_top200s/${MISSING}` },
  ],
  articleImages: [{ method: 'POST', path: '/api/article_images', multipart: true }],
  pressPublishersSelect: [{ method: 'GET', path: '/api/press_publishers/select' }],
  advertisingIndustriesSelect: [{ method: 'GET', path: '/api/adv_industries/select' }],
  dictionaryCategoriesSelect: [{ method: 'GET', path: '/api/dictionarycategories/select' }],
  kfRegions: [{ method: 'GET', path: '/api/kf_regions' }],
  kfCategoriesSelect: [{ method: 'GET', path: '/api/kf_categories/select' }],
  kfSubcategories: [{ method: 'GET', path: '/api/kf_subcategories' }],
  newsletterImages: [
    { method: 'GET', path: '/api/newsletters_images/select' },
    { method: 'PUT', path: `/api/newsletters_images/${MISSING}`, body: {} },
  ],
  jobOffers: [{ method: 'GET', path: '/api/job_offers/latest' }],
};

/**
 * The route table of the specification (01 §2, 03 §2, D10) for the demo users, written out here rather
 * than read from the SDK, so a wrong rule in either one fails: the areas each user reaches besides
 * root's everything. Forms' lookups: the editors' article forms (authors, selects, photos, picker,
 * inline images) and the press editor's publisher select.
 */
const EDITOR_AREAS: readonly AreaKey[] = ['articles', 'sponsoredArticles', 'cache', 'players'];
const EDITOR_LOOKUPS: readonly LookupKey[] = [
  'authors',
  'groupsSelect',
  'categoriesSelect',
  'silosSelect',
  'gallerySelect',
  'photoUploads',
  'fileManager',
  'articleImages',
];
const ROUTE_TABLE: Record<string, { areas: readonly AreaKey[]; lookups: readonly LookupKey[] } | 'all'> = {
  admin: 'all',
  redaktor: { areas: EDITOR_AREAS, lookups: EDITOR_LOOKUPS },
  superredaktor: { areas: EDITOR_AREAS, lookups: EDITOR_LOOKUPS },
  komentarze: { areas: ['comments'], lookups: [] },
  telefony: { areas: ['producers'], lookups: [] },
  prasa: { areas: ['pressNews', 'pressMagazines'], lookups: ['pressPublishersSelect'] },
};

function allowed(username: string, kind: 'areas' | 'lookups', key: AreaKey | LookupKey): boolean {
  const entry = ROUTE_TABLE[username];
  if (!entry) throw new Error(`No route-table row for ${username}`);
  return entry === 'all' || (entry[kind] as readonly string[]).includes(key);
}

async function call(client: Client, spec: Call) {
  if (spec.multipart) {
    const form = new FormData();
    form.append('nothing', 'here');
    return client.request(spec.method, spec.path, { raw: form });
  }
  return spec.body === undefined
    ? client.request(spec.method, spec.path)
    : client.request(spec.method, spec.path, { json: spec.body });
}

/** Every call answers as the route table says: never 401, 403 or 5xx when allowed, else 403. */
async function expectAccess(client: Client, username: string, calls: readonly Call[], permitted: boolean) {
  for (const spec of calls) {
    const response = await call(client, spec);
    const label = `${username} ${spec.method} ${spec.path} → ${response.status}`;
    if (permitted) {
      expect(response.status, label).not.toBe(403);
      expect(response.status, label).not.toBe(401);
      expect(response.status, label).toBeLessThan(500);
    } else {
      expect(response.status, label).toBe(403);
      expect(response.body['hydra:description'], label).toBe('Access Denied.');
    }
  }
}

let sandbox: Sandbox;
const clients = new Map<string, Client>();
beforeAll(async () => {
  sandbox = await start();
  for (const user of DEMO_USERS) clients.set(user.username, await loggedIn(sandbox, user.username));
});
afterAll(() => sandbox.close());

const ACTIVE_USERS = DEMO_USERS.filter((user) => !user.forcePasswordChange);

describe.each(ACTIVE_USERS.map((user) => [user.username, user] as const))('%s', (_name, user) => {
  test.each(Object.keys(AREA_CALLS) as AreaKey[])(
    'area %s: allowed or 403 as the route table says',
    async (area) => {
      const permitted = allowed(user.username, 'areas', area);
      // The SDK's access table (which the sandbox enforces) says the same.
      expect(canAccess(user.roles, area), `SDK canAccess(${user.username}, ${area})`).toBe(permitted);
      await expectAccess(
        clients.get(user.username) as Client,
        user.username,
        AREA_CALLS[area] ?? [],
        permitted,
      );
    },
  );

  test.each(Object.keys(LOOKUP_CALLS) as LookupKey[])(
    'lookup %s: open to the roles of the areas that use it',
    async (lookup) => {
      const permitted = allowed(user.username, 'lookups', lookup);
      expect(canUseLookup(user.roles, lookup), `SDK canUseLookup(${user.username}, ${lookup})`).toBe(
        permitted,
      );
      await expectAccess(
        clients.get(user.username) as Client,
        user.username,
        LOOKUP_CALLS[lookup],
        permitted,
      );
    },
  );
});

test('the matrix covers every area that has API calls', () => {
  // Areas that are screens only (home, password change) or have no calls of their own.
  const withoutCalls = new Set([
    'home',
    'passwordChange',
    'articleStats',
    'advertsList',
    'advertisingIndustriesList',
    'peopleList',
    'photoReportages',
    'agencyNews',
    'trends',
    'events',
    'marketResearch',
    'jobs',
    'promotions',
    'phones',
    'pressPublishers',
    'pressUsers',
  ]);
  expect(AREA_KEYS.filter((area) => !withoutCalls.has(area) && !(area in AREA_CALLS))).toEqual([]);
});

test('a user who must change the password gets 403 everywhere else', async () => {
  const client = clients.get('nowy') as Client;
  for (const calls of Object.values(AREA_CALLS)) {
    for (const spec of calls ?? []) {
      const response = await call(client, spec);
      expect(response.status, `${spec.method} ${spec.path}`).toBe(403);
    }
  }
});
