import { createApiClient } from '@redakcja/api-sdk';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CrudListState } from '../../shared/crud/definition';
import { recordArea } from './recordAreas';

const ROWS = [
  { id: 1, title: 'Wybory', sponsored: true, deleted: null },
  { id: 2, title: '', sponsored: true, deleted: null },
  { id: 3, title: 'Pogoda', sponsored: false, deleted: null },
  { id: 4, title: 'Usunięty', sponsored: true, deleted: '2026-01-01T00:00:00+00:00' },
];

/** A client whose GET /api/things/{id} answers that row (404 for none), and the calls it got. */
function thingsClient() {
  const requested: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: async (input) => {
      requested.push(String(input));
      const row = ROWS.find((candidate) => String(input).endsWith(`/api/things/${candidate.id}`));
      return row ? Response.json(row) : Response.json({ detail: 'Not Found' }, { status: 404 });
    },
  });
  return { client, requested };
}

/** A list searching title or introduction, as the articles list does, with `sponsored` in its filters. */
function sponsoredThings(listed: unknown[]) {
  return recordArea({
    key: 'sponsoredThings',
    kind: 'Rzecz sponsorowana',
    open: 'sponsoredArticleEdit',
    label: 'title',
    search: 'title',
    where: { sponsored: true },
    queries: async () => ({
      listResource: () => ({
        list: async (filters: unknown) => {
          listed.push(filters);
          return { items: ROWS, totalItems: ROWS.length, page: 1, pageSize: 30 };
        },
        remove: async () => {},
      }),
      filters: ({ page, searchQuery }: CrudListState) => ({
        page,
        sponsored: 1,
        ...(searchQuery ? { title: searchQuery, introduction: searchQuery } : {}),
      }),
      listed: {
        path: '/api/things',
        schema: z.object({
          id: z.number(),
          title: z.string(),
          sponsored: z.boolean(),
          deleted: z.string().nullable(),
        }),
      },
    }),
  });
}

describe('a record area made from its declaration', () => {
  it("searches with the list's filters and the text alone in the declared filter, keeping its live records", async () => {
    const listed: unknown[] = [];
    const finder = await sponsoredThings(listed).load();
    const { client } = thingsClient();
    const hits = await finder.search(client, 'wyb', new AbortController().signal);
    expect(listed).toEqual([{ page: 1, sponsored: 1, title: 'wyb' }]);
    // Of another area (not sponsored) or deleted: left out; without a label: shown by its id.
    expect(hits).toEqual([
      { id: 1, label: 'Wybory' },
      { id: 2, label: '2' },
    ]);
  });

  it('looks a record up by id on the path its list queries give, and only its own live records', async () => {
    const finder = await sponsoredThings([]).load();
    const { client, requested } = thingsClient();
    const signal = new AbortController().signal;
    expect(await finder.byId(client, '1', signal)).toEqual({ id: 1, label: 'Wybory' });
    expect(requested).toEqual(['http://api.test/api/things/1']);
    expect(await finder.byId(client, '3', signal)).toBeNull();
    expect(await finder.byId(client, '4', signal)).toBeNull();
    expect(await finder.byId(client, '9', signal)).toBeNull();
  });

  it("loads the list's queries once, and again after a failed load", async () => {
    let loads = 0;
    const area = recordArea({
      key: 'things',
      kind: 'Rzecz',
      open: 'groupEdit',
      label: 'title',
      queries: async () => {
        loads += 1;
        if (loads === 1) throw new Error('chunk failed');
        return { listResource: () => ({}), filters: () => ({}), listed: { path: '/api/things' } };
      },
    });
    await expect(area.load()).rejects.toThrow('chunk failed');
    const finder = await area.load();
    expect(await area.load()).toBe(finder);
    expect(loads).toBe(2);
  });
});
