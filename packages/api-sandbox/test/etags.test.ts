import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src';
import { type Client, loggedIn, members, start } from './helpers';

/** A category's PUT body: a seeded one's fields, as the payload schema wants them, with a new name. */
async function categoryBody(client: Client): Promise<(name: string) => Record<string, unknown>> {
  const first = members(await client.get('/api/categories'))[0] as Record<string, unknown>;
  const { '@id': _id, '@type': _type, id: _n, deleted: _deleted, ...fields } = first;
  return (name) => ({ ...fields, showInMainMenuOrdering: 0, name, slug: '' });
}

const CONFLICT = 'Ten rekord został zmieniony przez kogoś innego, odkąd go wczytano.';

describe('ETags and If-Match (SB-40)', () => {
  let sandbox: Sandbox;
  let admin: Client;
  let categoryPath: string;
  let category: (name: string) => Record<string, unknown>;

  beforeAll(async () => {
    sandbox = await start();
    admin = await loggedIn(sandbox, 'admin');
    category = await categoryBody(admin);
    const created = await admin.post('/api/categories', category('Etykiety'));
    categoryPath = created.body['@id'];
  });
  afterAll(() => sandbox.close());

  test('a record has a weak ETag that changes with it; a collection has none', async () => {
    const first = await admin.get(categoryPath);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect((await admin.get(categoryPath)).headers.get('etag')).toBe(tag);
    const saved = await admin.patch(categoryPath, { name: 'Etykiety 2' });
    expect(saved.headers.get('etag')).not.toBe(tag);
    // The answer to a write carries the tag a GET would give.
    expect((await admin.get(categoryPath)).headers.get('etag')).toBe(saved.headers.get('etag'));
    expect((await admin.get('/api/categories')).headers.get('etag')).toBeNull();
  });

  test('PUT, PATCH and DELETE with the current tag go through; with an old one: 412, nothing written', async () => {
    const loaded = await admin.get(categoryPath);
    const old = loaded.headers.get('etag') ?? '';
    const put = await admin.put(categoryPath, category('Nowa nazwa'), { headers: { 'if-match': old } });
    expect(put.status).toBe(200);
    const current = put.headers.get('etag') ?? '';

    const stalePatch = await admin.patch(
      categoryPath,
      { name: 'Nadpisana' },
      { headers: { 'if-match': old } },
    );
    expect(stalePatch.status).toBe(412);
    expect(stalePatch.body['@type']).toBe('hydra:Error');
    expect(stalePatch.body['hydra:description']).toBe(CONFLICT);
    const stalePut = await admin.put(categoryPath, category('Nadpisana'), { headers: { 'if-match': old } });
    expect(stalePut.status).toBe(412);
    const staleDelete = await admin.delete(categoryPath, { headers: { 'if-match': old } });
    expect(staleDelete.status).toBe(412);
    const after = await admin.get(categoryPath);
    expect(after.body.name).toBe('Nowa nazwa');
    expect(after.body.deleted ?? null).toBeNull();

    // A list of tags matches when one does; the strong form of the same tag matches too.
    const listed = await admin.patch(
      categoryPath,
      { name: 'Z listy' },
      { headers: { 'if-match': `${old}, ${current}` } },
    );
    expect(listed.status).toBe(200);
    const strong = (listed.headers.get('etag') ?? '').replace(/^W\//, '');
    expect(
      (await admin.patch(categoryPath, { name: 'Mocny' }, { headers: { 'if-match': strong } })).status,
    ).toBe(200);
    expect(
      (await admin.patch(categoryPath, { name: 'Gwiazdka' }, { headers: { 'if-match': '*' } })).status,
    ).toBe(200);
  });

  test('a soft delete changes the tag: a save over the deleted record is refused', async () => {
    const created = await admin.post('/api/categories', category('Do usunięcia'));
    const path = created.body['@id'];
    const tag = (await admin.get(path)).headers.get('etag') ?? '';
    expect((await admin.delete(path, { headers: { 'if-match': tag } })).status).toBe(204);
    expect((await admin.put(path, category('Wskrzeszona'), { headers: { 'if-match': tag } })).status).toBe(
      412,
    );
  });

  test('a write without If-Match is not checked; an unknown record is still 404', async () => {
    expect((await admin.patch(categoryPath, { name: 'Bez warunku' })).status).toBe(200);
    const missing = await admin.put('/api/categories/999999', category('x'), {
      headers: { 'if-match': 'W/"x"' },
    });
    expect(missing.status).toBe(404);
  });

  test('areas with their own routes: a blocking list and a newsletter', async () => {
    const list = await admin.get('/api/black_lists');
    const tag = list.headers.get('etag') ?? '';
    expect(tag).not.toBe('');
    expect((await admin.get('/api/black_lists/0')).headers.get('etag')).toBe(tag);
    const saved = await admin.put(
      '/api/black_lists/0',
      { list: '10.0.0.1' },
      { headers: { 'if-match': tag } },
    );
    expect(saved.status).toBe(200);
    expect(
      (await admin.put('/api/black_lists/0', { list: '10.0.0.2' }, { headers: { 'if-match': tag } })).status,
    ).toBe(412);
    expect((await admin.get('/api/black_lists')).body.list).toBe('10.0.0.1');

    const newsletter = members(await admin.get('/api/newsletters'))[0] as { '@id': string };
    const loaded = await admin.get(newsletter['@id']);
    const newsletterTag = loaded.headers.get('etag') ?? '';
    const body = { closed: '2026-01-01T10:00:00.000Z', generated: '2026-01-01T10:00:00.000Z' };
    expect((await admin.put(newsletter['@id'], body, { headers: { 'if-match': 'W/"stale"' } })).status).toBe(
      412,
    );
    expect(
      (await admin.put(newsletter['@id'], body, { headers: { 'if-match': newsletterTag } })).status,
    ).toBe(200);
  });

  test('conditional writes at the same time: exactly one wins', async () => {
    const tag = (await admin.get(categoryPath)).headers.get('etag') ?? '';
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        admin.patch(categoryPath, { name: `Równoległa ${index}` }, { headers: { 'if-match': tag } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412, 412, 412, 412]);
  });
});

describe('etags: false plays a stock API Platform server', () => {
  let sandbox: Sandbox;
  let admin: Client;
  beforeAll(async () => {
    sandbox = await start({ etags: false });
    admin = await loggedIn(sandbox, 'admin');
  });
  afterAll(() => sandbox.close());

  test('no ETag is sent and If-Match is ignored', async () => {
    const created = await admin.post('/api/categories', (await categoryBody(admin))('Bez tagów'));
    const path = created.body['@id'];
    const loaded = await admin.get(path);
    expect(loaded.headers.get('etag')).toBeNull();
    const saved = await admin.patch(path, { name: 'Zmieniona' }, { headers: { 'if-match': 'W/"stale"' } });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBeNull();
  });
});
