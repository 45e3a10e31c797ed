/**
 * Hydra paging of every list of the SDK against the sandbox (D18, D19), with a small page size so each
 * list spans several pages: `list` answers the first page with its links, `listByLink` follows them as
 * given (and they keep the list's filter), `pages` walks every page once, `iterate` yields every item
 * once; plus the client's generic `getPage`, `pagesFrom` and `itemsFrom`.
 */
import {
  type ApiClient,
  type CollectionOps,
  collect,
  groupListItemSchema,
  type Page,
  subscriberSchema,
} from '@redakcja/api-sdk';
import { beforeAll, describe, expect, test } from 'vitest';
import { useSandbox } from './helpers';

const PAGE_SIZE = 4;
const fixture = useSandbox({ pageSize: PAGE_SIZE });
let api: ApiClient;

beforeAll(async () => {
  api = await fixture.as('admin');
});

interface ListCase {
  /** The SDK module (or sub-list) under test. */
  ops: (api: ApiClient) => CollectionOps<{ id: number }, object>;
  /** A filter of the spec that still leaves several pages (checked to be kept by the links). */
  filter?: Record<string, unknown>;
  /** The query parameters the filter must keep in every link. */
  keeps?: Record<string, string>;
}

const CASES: Record<string, ListCase> = {
  articles: {
    ops: (a) => a.articles,
    filter: { sponsored: 0, isPublish: true },
    keeps: { sponsored: '0', isPublish: 'true' },
  },
  authors: { ops: (a) => a.authors, filter: { name: 'a' }, keeps: { name: 'a' } },
  categories: { ops: (a) => a.categories, filter: { name: 'a' }, keeps: { name: 'a' } },
  groups: { ops: (a) => a.groups },
  silos: { ops: (a) => a.silos },
  siloGroups: { ops: (a) => a.siloGroups },
  people: { ops: (a) => a.people, filter: { surname: 'a' }, keeps: { surname: 'a' } },
  newsletters: {
    ops: (a) => a.newsletters,
    filter: { loggedAtBefore: '2099-01-01' },
    keeps: { 'loggedAt[before]': '2099-01-01' },
  },
  partnerNews: {
    ops: (a) => a.partnerNews,
    filter: { startBefore: '2099-01-01' },
    keeps: { 'start[before]': '2099-01-01' },
  },
  subscribers: {
    ops: (a) => a.subscribers,
    filter: { after: '2000-01-01' },
    keeps: { 'date[after]': '2000-01-01' },
  },
  sites: { ops: (a) => a.sites },
  stats: { ops: (a) => a.stats },
  adverts: { ops: (a) => a.adverts, filter: { title: 'a' }, keeps: { title: 'a' } },
  advIndustries: { ops: (a) => a.advIndustries },
  dictionaries: { ops: (a) => a.dictionaries, filter: { word: 'a' }, keeps: { word: 'a' } },
  probes: { ops: (a) => a.probes },
  kfCompanies: { ops: (a) => a.kfCompanies, filter: { name: 'a' }, keeps: { name: 'a' } },
  pressCompanies: { ops: (a) => a.pressCompanies },
  pressNews: { ops: (a) => a.pressNews, filter: { title: 'a' }, keeps: { title: 'a' } },
  producers: { ops: (a) => a.producers },
  pressMagazines: { ops: (a) => a.pressMagazines },
  players: { ops: (a) => a.players },
  users: { ops: (a) => a.users },
  logs: {
    ops: (a) => a.logs,
    filter: { loggedAtBefore: '2099-01-01' },
    keeps: { 'loggedAt[before]': '2099-01-01' },
  },
  comments: { ops: (a) => a.comments, filter: { comment: 'a' }, keeps: { comment: 'a' } },
};

function keeps(link: string | undefined, params: Record<string, string> | undefined): void {
  expect(link).toBeDefined();
  const search = new URL(link!, fixture.url).searchParams;
  for (const [key, value] of Object.entries(params ?? {})) expect(search.get(key)).toBe(value);
}

describe.each(Object.entries(CASES))('%s', (_, { ops, filter, keeps: kept }) => {
  test('list, listByLink (next, previous, last), pages and iterate', async () => {
    const list = ops(api);
    const first: Page<{ id: number }> = await list.list(filter);
    expect(first.page).toBe(1);
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect(first.totalItems).toBeGreaterThan(PAGE_SIZE);
    expect(first.hasNext).toBe(true);
    expect(first.lastPage).toBe(Math.ceil(first.totalItems! / PAGE_SIZE));
    for (const link of [first.links.self, first.links.first, first.links.next, first.links.last])
      keeps(link, kept);

    const second = await list.listByLink(first.links.next!);
    expect(second.page).toBe(2);
    expect(second.hasPrevious).toBe(true);
    expect(second.items.map((item) => item.id)).not.toEqual(first.items.map((item) => item.id));
    keeps(second.links.previous, kept);
    const back = await list.listByLink(second.links.previous!);
    expect(back.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
    const last = await list.listByLink(first.links.last!);
    expect(last.page).toBe(first.lastPage);
    expect(last.hasNext).toBe(false);
    expect(last.items.length).toBeGreaterThan(0);

    const pages: number[] = [];
    for await (const page of list.pages(filter)) pages.push(page.page!);
    expect(pages).toEqual(Array.from({ length: first.lastPage! }, (_, index) => index + 1));

    const items = await collect(list.iterate(filter));
    expect(items).toHaveLength(first.totalItems!);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });
});

describe('regions and subcategories of the directory, and the generic page helpers', () => {
  test('kf regions and subcategories page by link', async () => {
    const regions = await api.kfCompanies.listRegions();
    expect(regions.hasNext).toBe(true);
    expect((await api.kfCompanies.regionsByLink(regions.links.next!)).page).toBe(2);
    const subcategories = await api.kfCompanies.listSubcategories();
    expect(subcategories.hasNext).toBe(true);
    expect((await api.kfCompanies.subcategoriesByLink(subcategories.links.next!)).page).toBe(2);
  });

  test('getPage, pagesFrom and itemsFrom read any collection link with a schema', async () => {
    const page = await api.getPage('/api/groups?page=2', groupListItemSchema);
    expect(page.page).toBe(2);
    expect(page.items).toHaveLength(PAGE_SIZE);
    const groups = await api.groups.list();
    let walked = 0;
    for await (const each of api.pagesFrom('/api/groups', groupListItemSchema)) walked += each.items.length;
    expect(walked).toBe(groups.totalItems);
    const subscribers = await collect(
      api.itemsFrom('/api/subscribers?date%5Bafter%5D=2000-01-01', subscriberSchema),
      {
        max: 10,
      },
    );
    expect(subscribers).toHaveLength(10);
    expect(new Set(subscribers.map((subscriber) => subscriber.id)).size).toBe(10);
  });
});
