import { describe, expect, test } from 'vitest';
import { changedFields, mergeChanges, sameValue } from '../../src/http/conditional';
import { ConflictError } from '../../src/http/errors/ConflictError';
import { json } from '../http/support';
import { loggedIn } from '../resources/support';

const category = (fields: Record<string, unknown> = {}) => ({
  '@id': '/api/categories/5',
  '@type': 'Category',
  id: 5,
  name: 'Sport',
  slug: 'sport',
  metaTitle: null,
  metaKeywords: null,
  metaDescription: null,
  isPublish: true,
  ordering: 1,
  showInMainMenuOrdering: false,
  group: null,
  parentId: '0',
  deleted: null,
  ...fields,
});

describe('mergeChanges (loaded, server now, mine)', () => {
  test('fields changed on one side only: the server’s values kept, mine on top', () => {
    const outcome = mergeChanges(
      { title: 'A', keywords: 'x', lead: 'l' },
      { title: 'A2', keywords: 'x', lead: 'l' },
      { title: 'A', keywords: 'y', lead: 'l' },
    );
    expect(outcome).toEqual({
      ok: true,
      merged: { title: 'A2', keywords: 'y', lead: 'l' },
      serverChanged: ['title'],
    });
  });

  test('a field changed on both sides to different values overlaps; to the same value it does not', () => {
    const outcome = mergeChanges(
      { title: 'A', tags: ['a'], lead: 'l' },
      { title: 'Serwer', tags: ['a', 'b'], lead: 'l' },
      { title: 'Moje', tags: ['a', 'b'], lead: 'l' },
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? [] : outcome.overlapping).toEqual(['title']);
    expect(outcome.merged).toEqual({ title: 'Moje', tags: ['a', 'b'], lead: 'l' });
  });

  test('nothing changed anywhere: ok, nothing the server changed', () => {
    expect(mergeChanges({ a: 1 }, { a: 1 }, { a: 1 })).toEqual({
      ok: true,
      merged: { a: 1 },
      serverChanged: [],
    });
  });
});

describe('changedFields', () => {
  test('compares the loaded fields only, skips JSON-LD keys and the server-managed ones', () => {
    const loaded = { '@id': '/a/1', id: 1, title: 'T', visitCount: 1, tags: ['x'] };
    const now = { '@id': '/a/1', id: 1, title: 'T2', visitCount: 9, tags: ['x'], extra: 'new' };
    expect(changedFields(loaded, now, { serverManaged: ['visitCount'] })).toEqual(['title']);
    expect(changedFields(loaded, now)).toEqual(['title', 'visitCount']);
  });

  test('null and a missing value read the same; nested values are compared deeply', () => {
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
  });
});

describe('the wire', () => {
  test('with an ETag: If-Match carries the record’s tag; 412 becomes a ConflictError with the record now', async () => {
    let stored = category();
    let tag = 'W/"v1"';
    const { client, calls } = await loggedIn((request) => {
      if (request.method === 'GET') return json(stored, { headers: { ETag: tag } });
      if (request.headers.get('If-Match') !== tag)
        return json({ 'hydra:description': 'stale' }, { status: 412 });
      stored = category({ name: 'Nowa' });
      tag = 'W/"v2"';
      return json(stored, { headers: { ETag: tag } });
    });
    const loaded = await client.categories.get(5);
    await client.categories.patch(5, { name: 'Nowa' }, { expected: loaded });
    expect(calls().map((call) => [call.method, call.headers.get('If-Match')])).toEqual([
      ['GET', null],
      ['PATCH', 'W/"v1"'],
    ]);
    const error = await client.categories.patch(5, { name: 'Stara' }, { expected: loaded }).catch((e) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).changed).toEqual(['name']);
    expect((error as ConflictError).current).toMatchObject({ name: 'Nowa' });
  });

  test('without an ETag: read again right before the write, and no write when it differs', async () => {
    let stored = category();
    const { client, calls } = await loggedIn((request) => {
      if (request.method === 'GET') return json(stored);
      stored = category({ ordering: 3 });
      return json(stored);
    });
    const loaded = await client.categories.get(5);
    await client.categories.patch(5, { ordering: 3 }, { expected: loaded });
    expect(calls().map((call) => [call.method, call.headers.get('If-Match')])).toEqual([
      ['GET', null],
      ['GET', null],
      ['PATCH', null],
    ]);
    const error = await client.categories.patch(5, { ordering: 4 }, { expected: loaded }).catch((e) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(calls().filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });
});
