import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Sandbox } from '../src';
import { type Client, loggedIn, members, start } from './helpers';
import { openStream, type Stream } from './sse';

// The reference is the Mercure protocol (draft-dunglas-mercure); test names cite its sections.

const HUB = '/.well-known/mercure';

function hubUrl(sandbox: Sandbox, topics: string[], query = ''): string {
  const params = topics.map((topic) => `topic=${encodeURIComponent(topic)}`).join('&');
  return `${sandbox.url}${HUB}?${params}${query}`;
}

const cookieOf = (client: Client): Record<string, string> => {
  const value = client.cookies.get('mercureAuthorization')?.value;
  if (!value) throw new Error('no mercureAuthorization cookie');
  return { cookie: `mercureAuthorization=${value}` };
};

describe('Mercure hub', () => {
  let sandbox: Sandbox;
  let admin: Client;
  const streams: Stream[] = [];
  const open = async (url: string, headers?: Record<string, string>) => {
    const stream = await openStream(url, headers);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    sandbox = await start({ hubHeartbeat: 20 });
    admin = await loggedIn(sandbox, 'admin');
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await sandbox.close();
  });

  test('§Subscription: a request without a topic is a 400; one with topics an event stream with `retry`', async () => {
    const missing = await fetch(`${sandbox.url}${HUB}`);
    expect(missing.status).toBe(400);
    const empty = await fetch(`${sandbox.url}${HUB}?topic=`);
    expect(empty.status).toBe(400);
    const stream = await open(hubUrl(sandbox, ['https://example.com/a']));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    await stream.until((s) => s.retry !== undefined);
    expect(stream.retry).toBeGreaterThan(0);
  });

  test('§Subscription: exact topics and URI templates select updates; `*` selects all; the rest is not sent', async () => {
    const hub = sandbox.context.hub;
    if (!hub) throw new Error('no hub');
    const exact = await open(hubUrl(sandbox, ['https://example.com/books/1']));
    const template = await open(hubUrl(sandbox, ['https://example.com/books/{id}']));
    const all = await open(hubUrl(sandbox, ['*']));
    // A malformed template is no error: it only matches itself.
    const broken = await open(hubUrl(sandbox, ['https://example.com/books/{id']));
    expect(broken.status).toBe(200);
    hub.publish({ topics: ['https://example.com/books/2'], data: 'two', private: false });
    hub.publish({ topics: ['https://example.com/books/1/x'], data: 'nested', private: false });
    hub.publish({ topics: ['https://example.com/books/1'], data: 'one\nsecond line', private: false });
    const last = hub.publish({ topics: ['https://example.com/books/{id'], data: 'literal', private: false });
    await exact.until((s) => s.events.length === 1);
    await template.until((s) => s.events.length === 2);
    await all.until((s) => s.events.some((event) => event.id === last.id));
    await broken.until((s) => s.events.length === 1);
    expect(exact.events.map((event) => event.data)).toEqual(['one\nsecond line']);
    expect(template.events.map((event) => event.data)).toEqual(['two', 'one\nsecond line']);
    expect(all.events.map((event) => event.data)).toEqual(['two', 'nested', 'one\nsecond line', 'literal']);
    expect(broken.events.map((event) => event.data)).toEqual(['literal']);
    expect(all.events[0]?.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
  });

  test('§Reconciliation: Last-Event-ID (header or lastEventID) replays what followed; `earliest` all; an unknown id nothing', async () => {
    const hub = sandbox.context.hub;
    if (!hub) throw new Error('no hub');
    const topic = 'https://example.com/replay';
    const first = hub.publish({ topics: [topic], data: 'r1', private: false });
    hub.publish({ topics: [topic], data: 'r2', private: false });
    const third = hub.publish({ topics: [topic], data: 'r3', private: false });
    const byHeader = await open(hubUrl(sandbox, [topic]), { 'last-event-id': first.id });
    expect(byHeader.headers.get('last-event-id')).toBe(third.id);
    await byHeader.until((s) => s.events.length === 2);
    expect(byHeader.events.map((event) => event.data)).toEqual(['r2', 'r3']);
    const byQuery = await open(hubUrl(sandbox, [topic], `&lastEventID=${encodeURIComponent(first.id)}`));
    await byQuery.until((s) => s.events.length === 2);
    const earliest = await open(hubUrl(sandbox, [topic], '&lastEventID=earliest'));
    await earliest.until((s) => s.events.length === 3);
    const unknown = await open(hubUrl(sandbox, [topic]), { 'last-event-id': 'urn:uuid:nothing-like-it' });
    expect(unknown.status).toBe(200);
    hub.publish({ topics: [topic], data: 'r4', private: false });
    await unknown.until((s) => s.events.length > 0);
    expect(unknown.events.map((event) => event.data)).toEqual(['r4']);
  });

  test('§Subscription: an idle stream gets heartbeat comments', async () => {
    const stream = await open(hubUrl(sandbox, ['https://example.com/quiet']));
    await stream.until((s) => s.comments >= 2);
    expect(stream.events).toEqual([]);
  });

  test('§Publication (API Platform): a write publishes the record JSON-LD to its absolute IRI; a delete its @id alone', async () => {
    const first = members(await admin.get('/api/categories'))[0] as Record<string, unknown>;
    const { '@id': _id, '@type': _type, id: _n, deleted: _deleted, ...fields } = first;
    const stream = await open(hubUrl(sandbox, [`${sandbox.url}/api/categories/{id}`]), cookieOf(admin));
    await stream.until((s) => s.retry !== undefined);
    const created = await admin.post('/api/categories', {
      ...fields,
      showInMainMenuOrdering: 0,
      name: 'Na żywo',
      slug: '',
    });
    expect(created.status).toBe(201);
    const path: string = created.body['@id'];
    await stream.until((s) => s.events.length === 1);
    expect(JSON.parse(stream.events[0]?.data ?? '')).toEqual((await admin.get(path)).body);

    const patched = await admin.patch(path, { name: 'Na żywo 2' });
    expect(patched.status).toBe(200);
    await stream.until((s) => s.events.length === 2);
    const update = JSON.parse(stream.events[1]?.data ?? '');
    expect(update.name).toBe('Na żywo 2');
    expect(update).toEqual((await admin.get(path)).body);

    expect((await admin.delete(path)).status).toBe(204);
    await stream.until((s) => s.events.length === 3);
    expect(JSON.parse(stream.events[2]?.data ?? '')).toEqual({ '@id': path });

    // A refused write publishes nothing.
    const refused = await admin.post('/api/categories', { name: '' });
    expect(refused.status).toBe(422);
    const marker = sandbox.context.hub?.publish({
      topics: [`${sandbox.url}/api/categories/0`],
      data: 'end',
      private: false,
    });
    await stream.until((s) => s.events.some((event) => event.id === marker?.id));
    expect(stream.events).toHaveLength(4);
  });

  test('§Publication (API Platform): a comment posted through the API (SB-44) is published to the queue', async () => {
    const stream = await open(hubUrl(sandbox, [`${sandbox.url}/api/comments/{id}`]), cookieOf(admin));
    await stream.until((s) => s.retry !== undefined);
    const posted = await admin.post('/api/comments', { comment: 'Na żywo z API', nick: 'czytelnik' });
    expect(posted.status).toBe(201);
    await stream.until((s) => s.events.length === 1);
    const update = JSON.parse(stream.events[0]?.data ?? '');
    expect(update).toEqual((await admin.get(posted.body['@id'])).body);
    expect(update.comment).toBe('Na żywo z API');
    expect(typeof update.created).toBe('string');
  });

  test('§Publication (API Platform): a record under another path (a media kind) and the ban lists publish to their own IRIs', async () => {
    const top = members(await admin.get('/api/media_tops'))[0]?.['@id'] as string;
    expect(top).toMatch(/^\/api\/media_tops\/\d+$/);
    const stream = await open(
      hubUrl(sandbox, [`${sandbox.url}/api/media_tops/{id}`, `${sandbox.url}/api/black_lists/{id}`]),
      cookieOf(admin),
    );
    await stream.until((s) => s.retry !== undefined);
    expect((await admin.patch(top, { title: 'Podpis na żywo' })).status).toBe(200);
    await stream.until((s) => s.events.length === 1);
    expect(JSON.parse(stream.events[0]?.data ?? '')).toEqual((await admin.get(top)).body);
    expect((await admin.put('/api/black_lists/0', { list: '10.0.0.1' })).status).toBe(200);
    await stream.until((s) => s.events.length === 2);
    expect(JSON.parse(stream.events[1]?.data ?? '')).toEqual((await admin.get('/api/black_lists/0')).body);
    expect((await admin.delete(top)).status).toBe(204);
    await stream.until((s) => s.events.length === 3);
    expect(JSON.parse(stream.events[2]?.data ?? '')).toEqual({ '@id': top });
  });

  test('§Publication (API Platform): a rolled-back transaction publishes nothing', async () => {
    const ctx = sandbox.context;
    const path = members(await admin.get('/api/categories'))[0]?.['@id'] as string;
    const id = Number(path.split('/').pop());
    const stream = await open(hubUrl(sandbox, [`${sandbox.url}/api/categories/{id}`]), cookieOf(admin));
    await stream.until((s) => s.retry !== undefined);
    expect(() =>
      ctx.transaction(() => {
        ctx.store('categories').update(id, { name: 'Wycofana' });
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    expect(ctx.changes).toEqual([]);
    expect((await admin.patch(path, { name: 'Zapisana' })).status).toBe(200);
    await stream.until((s) => s.events.length === 1);
    expect(JSON.parse(stream.events[0]?.data ?? '').name).toBe('Zapisana');
  });

  test('§Authorization: private updates reach only tokens allowing the topic (cookie or Bearer); none: public only; malformed: 401', async () => {
    const topic = `${sandbox.url}/api/categories/{id}`;
    const byCookie = await open(hubUrl(sandbox, [topic]), cookieOf(admin));
    const bearer = `Bearer ${admin.cookies.get('mercureAuthorization')?.value}`;
    const byBearer = await open(hubUrl(sandbox, [topic]), { authorization: bearer });
    const anonymous = await open(hubUrl(sandbox, [topic]));
    const forged = await new SignJWT({ mercure: { subscribe: ['*'] } })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not the secret of this sandbox at all'));
    const wrongKey = await open(hubUrl(sandbox, [topic]), { authorization: `Bearer ${forged}` });
    expect(wrongKey.status).toBe(200);
    // A user whose roles do not read categories gets a token without them.
    const phones = await loggedIn(sandbox, 'telefony');
    const notAllowed = await open(hubUrl(sandbox, [topic]), cookieOf(phones));

    const malformed = await fetch(hubUrl(sandbox, [topic]), {
      headers: { cookie: 'mercureAuthorization=nonsense' },
    });
    expect(malformed.status).toBe(401);
    const malformedBearer = await fetch(hubUrl(sandbox, [topic]), {
      headers: { authorization: 'Bearer x.y' },
    });
    expect(malformedBearer.status).toBe(401);

    const path: string = members(await admin.get('/api/categories'))[0]?.['@id'] as string;
    expect((await admin.patch(path, { name: 'Prywatna' })).status).toBe(200);
    const publicUpdate = sandbox.context.hub?.publish({
      topics: [`${sandbox.url}/api/categories/0`],
      data: 'public',
      private: false,
    });
    for (const stream of [byCookie, byBearer, anonymous, wrongKey, notAllowed]) {
      await stream.until((s) => s.events.some((event) => event.id === publicUpdate?.id));
    }
    expect(byCookie.events.map((event) => event.data)).toHaveLength(2);
    expect(byBearer.events.map((event) => event.data)).toHaveLength(2);
    for (const stream of [anonymous, wrongKey, notAllowed]) {
      expect(stream.events.map((event) => event.data)).toEqual(['public']);
    }
  });

  test('§Authorization: login and refresh set the mercureAuthorization cookie on the hub path', async () => {
    const editor = await loggedIn(sandbox, 'redaktor');
    expect(editor.cookies.get('mercureAuthorization')?.path).toBe(HUB);
    const before = editor.cookies.get('mercureAuthorization')?.value;
    const refreshed = await editor.post('/api/token/refresh', undefined, { token: null });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.getSetCookie().some((line) => line.startsWith('mercureAuthorization='))).toBe(
      true,
    );
    expect(editor.cookies.get('mercureAuthorization')?.value).toBeTruthy();
    expect(before).toBeTruthy();
  });

  test('§Authorization: every user’s subscriber token fits a browser’s cookie (4096 bytes)', async () => {
    for (const username of ['admin', 'redaktor', 'komentarze', 'prasa']) {
      const client = await loggedIn(sandbox, username);
      const value = client.cookies.get('mercureAuthorization')?.value ?? '';
      expect(value.length, username).toBeGreaterThan(0);
      expect(`mercureAuthorization=${value}`.length, username).toBeLessThan(4096);
    }
  });

  test('§Discovery: API answers carry Link: <…/.well-known/mercure>; rel="mercure"', async () => {
    const response = await admin.get('/api/categories');
    expect(response.headers.get('link')).toBe(`<${sandbox.url}${HUB}>; rel="mercure"`);
  });
});

describe('Mercure hub: bad input', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await start({ hubHeartbeat: 0 });
  });
  afterAll(() => sandbox.close());

  test('§Subscription: unknown parameters, odd topics and Last-Event-IDs are ignored; undecodable paths are 400s, never 500s', async () => {
    const cases: [string, Record<string, string>, number][] = [
      [`${HUB}?topic=a&foo=bar&lastEventID=%00`, {}, 200],
      [`${HUB}?topic=%E0%A4%A`, {}, 200],
      [`${HUB}?topic={}&topic={+}&topic={a,b}&topic={{x}}`, {}, 200],
      [`${HUB}?topic=a`, { 'last-event-id': 'x'.repeat(2000) }, 200],
      [`${HUB}?topic[a]=1`, {}, 400],
      [`${HUB}?topic=a`, { authorization: 'Basic YTpi' }, 401],
      [`${HUB}/subscriptions/%E0%A4%A`, {}, 400],
      [`${HUB}/subscriptions/%ZZ/x`, {}, 400],
      [`${HUB}/subscriptions/a/b/c`, {}, 404],
      [`${HUB}/subscriptions?foo=bar`, {}, 200],
    ];
    for (const [path, headers, status] of cases) {
      const stream = await openStream(`${sandbox.url}${path}`, headers);
      stream.close();
      expect([path, stream.status]).toEqual([path, status]);
    }
  });
});

describe('Mercure subscriptions (presence)', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await start({ hubHeartbeat: 0 });
  });
  afterAll(() => sandbox.close());

  test('§Subscription Events and §Subscriptions API: joining and leaving a topic is published with the token payload', async () => {
    const admin = await loggedIn(sandbox, 'admin');
    const editor = await loggedIn(sandbox, 'redaktor');
    const phones = await loggedIn(sandbox, 'telefony');
    const article: string = members(await admin.get('/api/articles'))[0]?.['@id'] as string;
    const topic = `${sandbox.url}${article}`;
    const encoded = encodeURIComponent(topic);
    const watcher = await openStream(
      hubUrl(sandbox, [`${HUB}/subscriptions/${encoded}/{subscriber}`]),
      cookieOf(admin),
    );
    const outsider = await openStream(
      hubUrl(sandbox, [`${HUB}/subscriptions/${encoded}/{subscriber}`]),
      cookieOf(phones),
    );
    try {
      await watcher.until((s) => s.retry !== undefined);
      const reader = await openStream(hubUrl(sandbox, [topic]), cookieOf(editor));
      await watcher.until((s) => s.events.length === 1);
      const joined = JSON.parse(watcher.events[0]?.data ?? '');
      expect(joined).toMatchObject({
        '@context': 'https://mercure.rocks/',
        type: 'Subscription',
        topic,
        active: true,
        payload: { username: 'redaktor', displayName: 'redaktor' },
      });
      expect(joined.subscriber).toMatch(/^urn:uuid:/);
      expect(joined.id).toBe(`${HUB}/subscriptions/${encoded}/${encodeURIComponent(joined.subscriber)}`);

      const all = await admin.get(`${HUB}/subscriptions`, { token: null });
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ type: 'Subscriptions', id: `${HUB}/subscriptions` });
      expect(all.body.lastEventID).toMatch(/^urn:uuid:/);
      const mine = all.body.subscriptions.filter((item: { topic: string }) => item.topic === topic);
      const { '@context': _context, ...listed } = joined;
      expect(mine).toEqual([listed]);
      const byTopic = await admin.get(`${HUB}/subscriptions/${encoded}`, { token: null });
      expect(byTopic.body.subscriptions).toHaveLength(1);
      const one = await admin.get(joined.id, { token: null });
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ id: joined.id, payload: { username: 'redaktor' } });
      // Without a token allowing the record, nobody is seen; a malformed token is a 401.
      const anonymous = await fetch(`${sandbox.url}${HUB}/subscriptions/${encoded}`);
      expect((await anonymous.json()).subscriptions).toEqual([]);
      expect((await fetch(`${sandbox.url}${joined.id}`)).status).toBe(404);
      const malformed = await fetch(`${sandbox.url}${HUB}/subscriptions`, {
        headers: { authorization: 'Bearer nope' },
      });
      expect(malformed.status).toBe(401);

      reader.close();
      await watcher.until((s) => s.events.length === 2);
      expect(JSON.parse(watcher.events[1]?.data ?? '')).toMatchObject({ id: joined.id, active: false });
      expect((await admin.get(joined.id, { token: null })).status).toBe(404);
      expect(outsider.events).toEqual([]);
    } finally {
      watcher.close();
      outsider.close();
    }
  });
});

describe('Mercure hub going away', () => {
  test('§Reconciliation: setHubAvailable(false) ends the streams and refuses with 503; back, Last-Event-ID replays the gap', async () => {
    const sandbox = await start({ hubHeartbeat: 0 });
    try {
      const admin = await loggedIn(sandbox, 'admin');
      const path = members(await admin.get('/api/categories'))[0]?.['@id'] as string;
      const topic = `${sandbox.url}${path}`;
      const first = await openStream(hubUrl(sandbox, [topic]), cookieOf(admin));
      expect((await admin.patch(path, { name: 'Przed awarią' })).status).toBe(200);
      await first.until((s) => s.events.length === 1);
      sandbox.setHubAvailable(false);
      await first.until((s) => s.ended);
      expect((await fetch(hubUrl(sandbox, [topic]))).status).toBe(503);
      expect((await fetch(`${sandbox.url}${HUB}/subscriptions`)).status).toBe(503);
      // The API carries on; its writes are kept for the subscribers that come back.
      expect((await admin.patch(path, { name: 'W czasie awarii' })).status).toBe(200);
      sandbox.setHubAvailable(true);
      const back = await openStream(hubUrl(sandbox, [topic]), {
        ...cookieOf(admin),
        'last-event-id': first.events[0]?.id ?? '',
      });
      try {
        await back.until((s) => s.events.length === 1);
        expect(JSON.parse(back.events[0]?.data ?? '').name).toBe('W czasie awarii');
      } finally {
        back.close();
      }
    } finally {
      await sandbox.close();
    }
  });
});

describe('Mercure hub and sandbox.close()', () => {
  test('§Subscription: close() ends the open streams instead of waiting for their subscribers', async () => {
    const sandbox = await start({ hubHeartbeat: 0 });
    const stream = await openStream(hubUrl(sandbox, ['*']));
    await stream.until((s) => s.retry !== undefined);
    await sandbox.close();
    await stream.until((s) => s.ended);
    expect(stream.ended).toBe(true);
  });
});

describe('Mercure hub switched off (hub: false)', () => {
  test('§Discovery: no endpoint and no Link header', async () => {
    const sandbox = await start({ hub: false });
    try {
      const admin = await loggedIn(sandbox, 'admin');
      expect(admin.cookies.has('mercureAuthorization')).toBe(false);
      const response = await admin.get('/api/categories');
      expect(response.status).toBe(200);
      expect(response.headers.get('link')).toBeNull();
      expect((await fetch(`${sandbox.url}${HUB}?topic=*`)).status).toBe(404);
      // The panel goes live only on a hub its config.json names.
      expect(await (await fetch(`${sandbox.url}/config.json`)).json()).not.toHaveProperty('hubUrl');
    } finally {
      await sandbox.close();
    }
  });
});
