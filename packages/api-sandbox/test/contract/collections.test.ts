import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../../src';
import { startSandbox } from '../../src';
import { type Client, loggedIn, members, start } from '../helpers';
import { collectionSchemaOf, parseCollection } from './schemas';

let sandbox: Sandbox;
let admin: Client;
beforeAll(async () => {
  sandbox = await start();
  admin = await loggedIn(sandbox, 'admin');
});
afterAll(() => sandbox.close());

describe('Hydra collections (D18, D19)', () => {
  test('a collection has @context, @id, @type, hydra:member, hydra:totalItems and a view', async () => {
    const response = await admin.get('/api/articles?sponsored=0');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    const body = response.body;
    expect(body['@context']).toBe('/api/contexts/Article');
    expect(body['@id']).toBe('/api/articles');
    expect(body['@type']).toBe('hydra:Collection');
    expect(members(response)).toHaveLength(30);
    expect(body['hydra:totalItems']).toBeGreaterThan(150);
    const last = Math.ceil(body['hydra:totalItems'] / 30);
    expect(body['hydra:view']).toEqual({
      '@id': '/api/articles?sponsored=0&page=1',
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': '/api/articles?sponsored=0&page=1',
      'hydra:last': `/api/articles?sponsored=0&page=${last}`,
      'hydra:next': '/api/articles?sponsored=0&page=2',
    });
    for (const member of members(response)) {
      expect(member['@id']).toBe(`/api/articles/${member.id}`);
      expect(member['@type']).toBe('Article');
    }
  });

  test('following the links as given walks every page once, keeping the filters', async () => {
    const seen = new Set<number>();
    let next: string | undefined = '/api/articles?sponsored=0&title=a&introduction=a';
    let total = 0;
    let pages = 0;
    while (next) {
      const response = await admin.get(next);
      expect(response.status).toBe(200);
      total = response.body['hydra:totalItems'];
      for (const member of members(response)) seen.add(member.id as number);
      const view = response.body['hydra:view'];
      for (const link of ['@id', 'hydra:first', 'hydra:last', 'hydra:next', 'hydra:previous']) {
        if (view[link])
          expect(view[link]).toMatch(/^\/api\/articles\?sponsored=0&title=a&introduction=a&page=\d+$/);
      }
      next = view['hydra:next'];
      pages++;
    }
    expect(pages).toBeGreaterThan(1);
    expect(seen.size).toBe(total);
  });

  test('previous points back; a page past the end is empty with the right links', async () => {
    const second = await admin.get('/api/subscribers?page=2');
    expect(second.body['hydra:view']['hydra:previous']).toBe('/api/subscribers?page=1');
    const beyond = await admin.get('/api/subscribers?page=999');
    expect(beyond.status).toBe(200);
    expect(members(beyond)).toEqual([]);
    expect(beyond.body['hydra:view']['hydra:next']).toBeUndefined();
  });

  test('brackets of date filters are kept (encoded) in the links', async () => {
    const response = await admin.get('/api/logs?loggedAt%5Bbefore%5D=2099-01-01&page=2');
    expect(response.body['hydra:view']['@id']).toBe('/api/logs?loggedAt%5Bbefore%5D=2099-01-01&page=2');
    expect(response.body['hydra:view']['hydra:first']).toBe(
      '/api/logs?loggedAt%5Bbefore%5D=2099-01-01&page=1',
    );
  });

  test.each(['0', '-1', 'abc', '1.5'])('page=%s is a 400', async (page) => {
    const response = await admin.get(`/api/articles?page=${page}`);
    expect(response.status).toBe(400);
    expect(response.body['hydra:description']).toBeTruthy();
  });

  test('the page size is configurable (D18)', async () => {
    const small = await startSandbox({ seed: 'demo', pageSize: 7 });
    try {
      const client = await loggedIn(small, 'admin');
      const response = await client.get('/api/comments');
      expect(members(response)).toHaveLength(7);
      expect(response.body['hydra:view']['hydra:last']).toBe(`/api/comments?page=${Math.ceil(150 / 7)}`);
    } finally {
      await small.close();
    }
  });

  test('every list of the specification parses with the SDK’s schemas', async () => {
    for (const [path, schema] of collectionSchemaOf) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(200);
      const parsed = parseCollection(schema, response.body);
      expect(parsed.length, path).toBeGreaterThan(0);
    }
  });
});

describe('filters named by the documents', () => {
  const all = async (path: string) => {
    const items: Record<string, unknown>[] = [];
    let next: string | undefined = path;
    while (next) {
      const response = await admin.get(next);
      expect(response.status, next).toBe(200);
      items.push(...members(response));
      next = response.body['hydra:view']['hydra:next'];
    }
    return items;
  };

  test('articles: sponsored, isPublish, and title/introduction matched in either (SB-3)', async () => {
    const sponsored = await all('/api/articles?sponsored=1');
    expect(sponsored.length).toBe(20);
    expect(sponsored.every((article) => article.sponsored === true)).toBe(true);
    const standard = await all('/api/articles?sponsored=0');
    expect(standard.every((article) => article.sponsored === false)).toBe(true);
    expect(standard.length + sponsored.length).toBe(220);
    const published = await all('/api/articles?isPublish=true&sponsored=0');
    expect(published.every((article) => article.isPublish === true)).toBe(true);
    const word = 'oglądalność';
    const matched = await all(
      `/api/articles?sponsored=0&title=${encodeURIComponent(word)}&introduction=${encodeURIComponent(word)}`,
    );
    expect(matched.length).toBeGreaterThan(0);
    for (const article of matched) {
      const text = `${article.title} ${article.introduction}`.toLocaleLowerCase('pl');
      expect(text).toContain(word);
    }
    // Case-insensitive in Polish: 'OGLĄDALNOŚĆ' finds the same articles.
    const upper = await all(`/api/articles?sponsored=0&title=${encodeURIComponent('OGLĄDALNOŚĆ')}`);
    expect(upper.map((a) => a.id)).toEqual(
      matched.filter((a) => String(a.title).toLocaleLowerCase('pl').includes(word)).map((a) => a.id),
    );
  });

  test.each([
    ['/api/authors', 'name', 'name'],
    ['/api/categories', 'name', 'name'],
    ['/api/groups', 'name', 'name'],
    ['/api/silos', 'name', 'name'],
    ['/api/silos_groups', 'name', 'name'],
    ['/api/people', 'surname', 'surname'],
    ['/api/users', 'username', 'username'],
    ['/api/dictionaries', 'word', 'word'],
    ['/api/comments', 'comment', 'comment'],
    ['/api/sites', 'name', 'title'],
    ['/api/players', 'title', 'title'],
    ['/api/probes', 'title', 'title'],
    ['/api/kf_companies', 'name', 'name'],
    ['/api/companies', 'name', 'name'],
    ['/api/news', 'title', 'title'],
    ['/api/press_magazines', 'title', 'title'],
    ['/api/producers', 'name', 'name'],
    ['/api/advs', 'title', 'title'],
    ['/api/adv_industries', 'name', 'name'],
  ])('%s?%s= searches %s', async (path, param, field) => {
    const everything = await all(path);
    const sample = String(everything[Math.floor(everything.length / 2)]?.[field] ?? '');
    const needle = sample.slice(1, 4).toLocaleUpperCase('pl');
    const found = await all(`${path}?${param}=${encodeURIComponent(needle)}`);
    const expected = everything.filter((item) =>
      String(item[field] ?? '')
        .toLocaleLowerCase('pl')
        .includes(needle.toLocaleLowerCase('pl')),
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort());
  });

  test('a search text with % and _ matches them literally', async () => {
    expect(members(await admin.get('/api/authors?name=%25'))).toEqual([]);
    expect(members(await admin.get('/api/authors?name=_'))).toEqual([]);
  });

  test('date filters: loggedAt[before], date[after]/[before], start[before]', async () => {
    const logs = await all('/api/logs');
    const middle = String(logs[Math.floor(logs.length / 2)]?.loggedAt);
    const before = await all(`/api/logs?loggedAt%5Bbefore%5D=${encodeURIComponent(middle)}`);
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThan(logs.length);
    expect(before.every((log) => Date.parse(String(log.loggedAt)) <= Date.parse(middle))).toBe(true);

    const subscribers = await all('/api/subscribers?date%5Bafter%5D=2026-01-01&date%5Bbefore%5D=2099-01-01');
    expect(subscribers.every((s) => String(s.date) >= '2026')).toBe(true);
    const older = await all('/api/subscribers?date%5Bbefore%5D=2000-01-01');
    expect(older).toEqual([]);

    const boxes = await all('/api/newsletter_partner_news?start%5Bbefore%5D=2000-01-01');
    expect(boxes).toEqual([]);
    const allBoxes = await all('/api/newsletter_partner_news?start%5Bbefore%5D=2099-01-01');
    expect(allBoxes).toHaveLength(6);
  });

  test('newsletters read the loggedAt[before] the list sends as a bound of their creation', async () => {
    const everything = await all('/api/newsletters');
    const third = everything[2];
    const bounded = await all(
      `/api/newsletters?loggedAt%5Bbefore%5D=${encodeURIComponent(String(third?.created))}`,
    );
    expect(bounded.map((n) => n.id)).toEqual(everything.slice(2).map((n) => n.id));
  });

  test('an invalid date is ignored, as API Platform’s DateFilter does', async () => {
    const everything = await admin.get('/api/logs');
    const ignored = await admin.get('/api/logs?loggedAt%5Bbefore%5D=nie-data');
    expect(ignored.body['hydra:totalItems']).toBe(everything.body['hydra:totalItems']);
  });
});
