import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../src/client';
import { SchemaError } from '../../src/http/errors/SchemaError';
import { collect } from '../../src/hydra/index';
import { pageNumberFromLink } from '../../src/hydra/page';
import { BASE_URL, fakeFetch, json } from '../http/support';

const item = z.object({ id: z.number(), name: z.string() });
const items = (...ids: number[]) => ids.map((id) => ({ '@id': `/api/silos/${id}`, id, name: `Silos ${id}` }));

/** API Platform 3 spelling. */
function hydra3(ids: number[], view: Record<string, string> | undefined, totalItems?: number) {
  return {
    '@context': '/api/contexts/Silo',
    '@id': '/api/silos',
    '@type': 'hydra:Collection',
    'hydra:member': items(...ids),
    ...(totalItems === undefined ? {} : { 'hydra:totalItems': totalItems }),
    ...(view ? { 'hydra:view': { '@type': 'hydra:PartialCollectionView', ...view } } : {}),
  };
}

/** API Platform 4 spelling. */
function hydra4(ids: number[], view: Record<string, string> | undefined, totalItems?: number) {
  return {
    '@id': '/api/silos',
    '@type': 'Collection',
    member: items(...ids),
    ...(totalItems === undefined ? {} : { totalItems }),
    ...(view ? { view: { '@type': 'PartialCollectionView', ...view } } : {}),
  };
}

function clientServing(pages: Record<string, unknown>) {
  const server = fakeFetch((request) => {
    const body = pages[request.path];
    return body === undefined ? json({ 'hydra:description': 'Not Found' }, { status: 404 }) : json(body);
  });
  return { server, client: createApiClient({ baseUrl: BASE_URL, fetch: server.fetch }) };
}

describe('collection parsing', () => {
  it('reads API Platform 3 (hydra:) collections', async () => {
    const { client } = clientServing({
      '/api/silos?page=2': hydra3(
        [31, 32],
        {
          '@id': '/api/silos?page=2',
          'hydra:first': '/api/silos?page=1',
          'hydra:previous': '/api/silos?page=1',
          'hydra:next': '/api/silos?page=3',
          'hydra:last': '/api/silos?page=4',
        },
        95,
      ),
    });
    const page = await client.getPage('/api/silos?page=2', item);
    expect(page.items.map((entry) => entry.id)).toEqual([31, 32]);
    expect(page.totalItems).toBe(95);
    expect(page.links).toEqual({
      self: '/api/silos?page=2',
      first: '/api/silos?page=1',
      previous: '/api/silos?page=1',
      next: '/api/silos?page=3',
      last: '/api/silos?page=4',
    });
    expect(page).toMatchObject({ page: 2, lastPage: 4, hasNext: true, hasPrevious: true });
  });

  it('reads API Platform 4 (unprefixed) collections', async () => {
    const { client } = clientServing({
      '/api/silos?page=1': hydra4(
        [1],
        { '@id': '/api/silos?page=1', first: '/api/silos?page=1', last: '/api/silos?page=1' },
        1,
      ),
    });
    const page = await client.getPage('/api/silos?page=1', item);
    expect(page).toMatchObject({
      items: [{ id: 1, name: 'Silos 1' }],
      totalItems: 1,
      page: 1,
      lastPage: 1,
      hasNext: false,
    });
  });

  it('reads partial collections without last and without a count', async () => {
    const { client } = clientServing({
      '/api/logs?page=3': hydra3([7], {
        '@id': '/api/logs?page=3',
        'hydra:previous': '/api/logs?page=2',
        'hydra:next': '/api/logs?page=4',
      }),
    });
    const page = await client.getPage('/api/logs?page=3', item);
    expect(page).toMatchObject({ page: 3, lastPage: undefined, totalItems: undefined, hasNext: true });
    expect(page.links.last).toBeUndefined();
  });

  it('treats a collection without a view as one complete page', async () => {
    const { client } = clientServing({ '/api/kf_regions': hydra3([1, 2], undefined, 2) });
    expect(await client.getPage('/api/kf_regions', item)).toMatchObject({
      page: 1,
      lastPage: 1,
      hasNext: false,
      totalItems: 2,
    });
  });

  it('reports the failing member with its path', async () => {
    const body = hydra3([1, 2], undefined);
    (body['hydra:member'][1] as { name: unknown }).name = null;
    const { client } = clientServing({ '/api/silos': body });
    const error = await client.getPage('/api/silos', item).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).pathString).toBe('hydra:member.1.name');
  });

  it('rejects a body that is not a collection', async () => {
    const { client } = clientServing({ '/api/silos': { id: 1 } });
    await expect(client.getPage('/api/silos', item)).rejects.toBeInstanceOf(SchemaError);
  });

  it('reads page numbers from links', () => {
    expect(pageNumberFromLink('/api/articles?sponsored=0&page=12')).toBe(12);
    expect(pageNumberFromLink('https://portal.test/api/articles?page=3&title=x')).toBe(3);
    expect(pageNumberFromLink('/api/articles')).toBeUndefined();
    expect(pageNumberFromLink('/api/articles?page=abc')).toBeUndefined();
  });
});

describe('iterating pages', () => {
  const view = (n: number, next?: number) => ({
    '@id': `/api/silos?page=${n}`,
    'hydra:first': '/api/silos?page=1',
    ...(next ? { 'hydra:next': `/api/silos?page=${next}` } : {}),
  });

  it('follows next links as given until there is none, in both spellings', async () => {
    const { client, server } = clientServing({
      '/api/silos?page=1': hydra3([1, 2], view(1, 2)),
      '/api/silos?page=2': hydra4([3, 4], view(2, 3)),
      '/api/silos?page=3': hydra3([5], view(3)),
    });
    const ids: number[] = [];
    for await (const entry of client.itemsFrom('/api/silos?page=1', item)) ids.push(entry.id);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(server.requests.map((request) => request.url)).toEqual([
      `${BASE_URL}/api/silos?page=1`,
      `${BASE_URL}/api/silos?page=2`,
      `${BASE_URL}/api/silos?page=3`,
    ]);
  });

  it('stops on a repeated link', async () => {
    const { client, server } = clientServing({
      '/api/silos?page=1': hydra3([1], view(1, 2)),
      '/api/silos?page=2': hydra3([2], view(2, 1)),
    });
    const pages = [];
    for await (const page of client.pagesFrom('/api/silos?page=1', item)) pages.push(page.page);
    expect(pages).toEqual([1, 2]);
    expect(server.requests).toHaveLength(2);
  });

  it('stops on a page that links to itself', async () => {
    const { client, server } = clientServing({ '/api/silos?page=1': hydra3([1], view(1, 1)) });
    expect(await collect(client.itemsFrom('/api/silos?page=1', item))).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it('stops on an empty page even when it links further', async () => {
    const { client, server } = clientServing({
      '/api/silos?page=1': hydra3([1, 2], view(1, 2)),
      '/api/silos?page=2': hydra3([], view(2, 3)),
      '/api/silos?page=3': hydra3([9], view(3)),
    });
    expect((await collect(client.itemsFrom('/api/silos?page=1', item))).map((entry) => entry.id)).toEqual([
      1, 2,
    ]);
    expect(server.requests).toHaveLength(2);
  });

  it('collects with an early stop and fetches no further pages', async () => {
    const { client, server } = clientServing({
      '/api/silos?page=1': hydra3([1, 2], view(1, 2)),
      '/api/silos?page=2': hydra3([3, 4], view(2, 3)),
      '/api/silos?page=3': hydra3([5, 6], view(3)),
    });
    expect(
      (await collect(client.itemsFrom('/api/silos?page=1', item), { max: 3 })).map((entry) => entry.id),
    ).toEqual([1, 2, 3]);
    expect(server.requests).toHaveLength(2);

    server.requests.length = 0;
    const below = await collect(client.itemsFrom('/api/silos?page=1', item), {
      takeWhile: (entry) => entry.id < 2,
    });
    expect(below.map((entry) => entry.id)).toEqual([1]);
    expect(server.requests).toHaveLength(1);
  });

  it('with readAhead, sends the next page before the current one is handed over, and walks all pages', async () => {
    const { client, server } = clientServing({
      '/api/silos?page=1': hydra3([1, 2], view(1, 2)),
      '/api/silos?page=2': hydra4([3, 4], view(2, 3)),
      '/api/silos?page=3': hydra3([5], view(3)),
    });
    const iterator = client.pagesFrom('/api/silos?page=1', item, { readAhead: true });
    const first = await iterator.next();
    expect(first.value?.page).toBe(1);
    // Page 2 left with page 1's answer, before page 1 was validated and handed over.
    expect(server.requests.map((request) => request.url)).toEqual([
      `${BASE_URL}/api/silos?page=1`,
      `${BASE_URL}/api/silos?page=2`,
    ]);
    const rest = [];
    for await (const page of { [Symbol.asyncIterator]: () => iterator }) rest.push(page.page);
    expect(rest).toEqual([2, 3]);
    expect(server.requests).toHaveLength(3);

    // Without it, nothing goes ahead of the caller.
    server.requests.length = 0;
    await client.pagesFrom('/api/silos?page=1', item).next();
    expect(server.requests).toHaveLength(1);
  });

  it('with readAhead 2, keeps two requests ahead, guessed by page number up to the last page', async () => {
    const paged = (n: number, next?: number) => ({ ...view(n, next), 'hydra:last': '/api/silos?page=4' });
    const { client, server } = clientServing({
      '/api/silos?page=1': hydra3([1], paged(1, 2)),
      '/api/silos?page=2': hydra3([2], paged(2, 3)),
      '/api/silos?page=3': hydra3([3], paged(3, 4)),
      '/api/silos?page=4': hydra3([4], paged(4)),
    });
    const urls = () => server.requests.map((request) => request.url.replace(BASE_URL, ''));
    const iterator = client.pagesFrom('/api/silos?page=1', item, { readAhead: 2 });
    expect((await iterator.next()).value?.page).toBe(1);
    // Page 1's answer names page 2; page 3 is guessed from it and sent too.
    expect(urls()).toEqual(['/api/silos?page=1', '/api/silos?page=2', '/api/silos?page=3']);
    expect((await iterator.next()).value?.page).toBe(2);
    expect(urls()).toHaveLength(4);
    const rest = [];
    for await (const page of { [Symbol.asyncIterator]: () => iterator }) rest.push(page.page);
    expect(rest).toEqual([3, 4]);
    // One request per page: nothing guessed beyond the last page, no page fetched twice.
    expect(urls()).toEqual([
      '/api/silos?page=1',
      '/api/silos?page=2',
      '/api/silos?page=3',
      '/api/silos?page=4',
    ]);
  });

  it('with readAhead 2, follows the links as given once a guess is contradicted, and stops guessing', async () => {
    const last = { 'hydra:last': '/api/silos?page=9' };
    const { client, server } = clientServing({
      '/api/silos?page=1': hydra3([1], { ...view(1, 2), ...last }),
      // Page 2 names page 5, not page 3: the guess of page 3 was wrong.
      '/api/silos?page=2': hydra3([2], { ...view(2, 5), ...last }),
      '/api/silos?page=5': hydra3([5], { ...view(5, 7), ...last }),
      '/api/silos?page=7': hydra3([7], { ...view(7), ...last }),
    });
    const pages = [];
    for await (const page of client.pagesFrom('/api/silos?page=1', item, { readAhead: 2 }))
      pages.push(page.page);
    expect(pages).toEqual([1, 2, 5, 7]);
    expect(server.requests.map((request) => request.url.replace(BASE_URL, ''))).toEqual([
      '/api/silos?page=1',
      '/api/silos?page=2',
      '/api/silos?page=3',
      '/api/silos?page=5',
      '/api/silos?page=7',
    ]);
  });

  it('fetches nothing until iteration starts', async () => {
    const { client, server } = clientServing({ '/api/silos?page=1': hydra3([1], view(1)) });
    const iterator = client.pagesFrom('/api/silos?page=1', item);
    expect(server.requests).toHaveLength(0);
    await iterator.next();
    expect(server.requests).toHaveLength(1);
  });
});
