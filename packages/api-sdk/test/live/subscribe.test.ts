import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLiveClient, discoverHub, type InvalidUpdate, type LiveUpdate } from '../../src/live/index';
import { type Category, categorySchema } from '../../src/schemas/categories';
import {
  collect,
  type LiveSandbox,
  type LiveUser,
  logIn,
  members,
  START_TIMEOUT,
  startLiveSandbox,
  waitFor,
} from './sandbox';

interface PublishingHub {
  publish(update: { topics: string[]; data: string; private: boolean }): { id: string };
}

describe('subscribe against the sandbox', () => {
  let sandbox: LiveSandbox;
  let admin: LiveUser;
  let hub: URL | null;
  beforeAll(async () => {
    sandbox = await startLiveSandbox();
    admin = await logIn(sandbox, 'admin');
    hub = discoverHub(await admin.api('/api/categories'));
  }, START_TIMEOUT);
  afterAll(async () => {
    await sandbox.close();
  });

  /** A new category, from the fields of the first one. */
  async function createCategory(name: string): Promise<string> {
    const first = (await members(await admin.api('/api/categories')))[0] ?? {};
    const { '@id': _id, '@type': _type, id: _n, deleted: _deleted, ...fields } = first;
    const created = await admin.api('/api/categories', {
      method: 'POST',
      body: JSON.stringify({ ...fields, showInMainMenuOrdering: 0, name, slug: '' }),
    });
    expect(created.status).toBe(201);
    return String(((await created.json()) as Record<string, unknown>)['@id']);
  }

  it('yields created and changed records parsed by the area schema, and a deletion as its own kind (Bearer hub token)', async () => {
    const controller = new AbortController();
    const sent: RequestInit[] = [];
    const live = createLiveClient({
      hub,
      token: admin.hubToken,
      fetch: (input, init) => {
        sent.push(init);
        return fetch(input, init);
      },
    });
    const opened: unknown[] = [];
    const stream = collect<LiveUpdate<Category>>(
      live.subscribe(`${sandbox.url}/api/categories/{id}`, {
        parse: categorySchema,
        signal: controller.signal,
        onState: (state) => opened.push(state),
      }),
    );
    await waitFor(() => opened.length > 0);
    const path = await createCategory('Na żywo');
    await stream.until((items) => items.length === 1);
    expect(
      (await admin.api(path, { method: 'PATCH', body: JSON.stringify({ name: 'Na żywo 2' }) })).status,
    ).toBe(200);
    await stream.until((items) => items.length === 2);
    expect((await admin.api(path, { method: 'DELETE' })).status).toBe(204);
    await stream.until((items) => items.length === 3);
    controller.abort();
    await stream.done;
    expect(stream.error).toBeUndefined();
    // The cookie goes along too (a hub on another origin), the token as a Bearer header.
    expect(sent).toHaveLength(1);
    expect(sent[0]?.credentials).toBe('include');
    expect(sent[0]?.headers).toEqual({
      accept: 'text/event-stream',
      authorization: `Bearer ${admin.hubToken}`,
    });
    const [created, changed, deleted] = stream.items;
    expect(created).toMatchObject({ kind: 'changed', iri: path, record: { name: 'Na żywo' } });
    expect(changed).toMatchObject({ kind: 'changed', iri: path, record: { name: 'Na żywo 2' } });
    expect(deleted).toEqual({ kind: 'deleted', id: expect.stringMatching(/^urn:uuid:/), iri: path });
  });

  it('reports an update that is not JSON or fails the schema and skips it', async () => {
    const controller = new AbortController();
    const live = createLiveClient({ hub, token: admin.hubToken });
    const invalid: InvalidUpdate[] = [];
    let open = false;
    const strict = z.object({ '@id': z.string(), name: z.string().min(3) });
    const topic = `${sandbox.url}/api/categories/{id}`;
    const stream = collect(
      live.subscribe(topic, {
        parse: strict,
        signal: controller.signal,
        onInvalid: (item) => invalid.push(item),
        onState: () => {
          open = true;
        },
      }),
    );
    await waitFor(() => open);
    const publisher = sandbox.context.hub as unknown as PublishingHub;
    const at = `${sandbox.url}/api/categories/900`;
    const notJson = publisher.publish({ topics: [at], data: '{"@id": ', private: false });
    const wrong = publisher.publish({
      topics: [at],
      data: '{"@id": "/api/categories/900", "name": "x"}',
      private: false,
    });
    publisher.publish({
      topics: [at],
      data: '{"@id": "/api/categories/900", "name": "Dobra"}',
      private: false,
    });
    await stream.until((items) => items.length === 1);
    controller.abort();
    await stream.done;
    expect(stream.items).toEqual([
      {
        kind: 'changed',
        id: expect.any(String),
        iri: '/api/categories/900',
        record: { '@id': '/api/categories/900', name: 'Dobra' },
      },
    ]);
    expect(invalid.map((item) => item.id)).toEqual([notJson.id, wrong.id]);
    expect(invalid[1]?.error).toBeInstanceOf(z.ZodError);
  });

  it('receives no private update without the hub token (the API access token is no hub token)', async () => {
    const controller = new AbortController();
    const anonymous = createLiveClient({ hub, token: admin.token });
    const authorized = createLiveClient({ hub, token: admin.hubToken });
    let opened = 0;
    const options = {
      parse: categorySchema,
      signal: controller.signal,
      onState: () => {
        opened += 1;
      },
    };
    const topic = `${sandbox.url}/api/categories/{id}`;
    const outside = collect(anonymous.subscribe(topic, options));
    const inside = collect(authorized.subscribe(topic, options));
    await waitFor(() => opened === 2);
    const path = await createCategory('Prywatna');
    await inside.until((items) => items.length === 1);
    controller.abort();
    await Promise.all([outside.done, inside.done]);
    expect(inside.items[0]).toMatchObject({ iri: path });
    expect(outside.items).toEqual([]);
  });
});
