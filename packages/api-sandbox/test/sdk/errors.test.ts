/**
 * The SDK's typed errors from real answers of the sandbox: NotFoundError, ValidationError with the
 * violations of a 422, HttpError for other statuses, AuthError, ForbiddenError for each demo user on the
 * areas the route table (01 §2) closes to them, NetworkError, and cancellation with a signal (the
 * signal's own AbortError, before and during a call and in the middle of a page walk).
 */
import {
  type ApiClient,
  ApiError,
  AuthError,
  createApiClient,
  ForbiddenError,
  firstMessageByField,
  HttpError,
  NetworkError,
  NotFoundError,
  newGroupForm,
  toGroupPayload,
  ValidationError,
} from '@redakcja/api-sdk';
import { beforeAll, describe, expect, test } from 'vitest';
import { failure, useSandbox } from './helpers';

const fixture = useSandbox({ pageSize: 10 });
let api: ApiClient;

beforeAll(async () => {
  api = await fixture.as('admin');
});

describe('typed errors from real answers', () => {
  test('an unknown id is a NotFoundError carrying the call and the status', async () => {
    const error = await failure(api.categories.get(424_242), NotFoundError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.method).toBe('GET');
    expect(error.url).toBe(`${fixture.url}/api/categories/424242`);
  });

  test.each([
    ['groups', () => api.groups.get(424_242)],
    ['silos', () => api.silos.get(424_242)],
    ['players', () => api.players.get(424_242)],
    ['subscribers', () => api.subscribers.get(424_242)],
    ['press magazines', () => api.pressMagazines.get(424_242)],
    ['issues', () => api.pressIssues.get(424_242)],
    ['partner boxes', () => api.partnerNews.get(424_242)],
    ['update of an unknown site', () => api.sites.patch(424_242, { priority: 1 })],
    ['delete of an unknown producer', () => api.producers.remove(424_242)],
  ])('%s: NotFoundError', async (_, call) => {
    await failure(call(), NotFoundError);
  });

  test('a 422 is a ValidationError with every violation, by field', async () => {
    const error = await failure(
      api.groups.create(
        toGroupPayload({ ...newGroupForm(), name: '', metaTitle: 'x', priority: Number.NaN }),
      ),
      ValidationError,
    );
    expect(error.status).toBe(422);
    expect(error.violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'name', message: 'Pole Wymagane' },
        { propertyPath: 'metaTitle', message: 'Meta tytuł musi posiadać minimum 2 znaki' },
        { propertyPath: 'priority', message: 'Wartość musi być liczbą!' },
      ]),
    );
    expect(firstMessageByField(error.violations)).toMatchObject({
      name: 'Pole Wymagane',
      priority: 'Wartość musi być liczbą!',
    });
    expect(error.messageFor('nope')).toBeUndefined();
  });

  test('a 422 changes nothing: the record keeps its values', async () => {
    const group = (await api.groups.list()).items[0]!;
    await failure(
      api.groups.update(group.id, toGroupPayload({ ...newGroupForm(), name: 'x' })),
      ValidationError,
    );
    expect((await api.groups.get(group.id)).name).toBe(group.name);
  });

  test('another 4xx is an HttpError with the server’s description', async () => {
    const error = await failure(api.articles.list({ page: 0 }), HttpError);
    expect(error).not.toBeInstanceOf(ValidationError);
    expect(error.status).toBe(400);
    expect(error.description).toBeTruthy();
  });

  test('no session: AuthError with “JWT Token not found”', async () => {
    const error = await failure(fixture.client().groups.list(), AuthError);
    expect(error.status).toBe(401);
    expect(error.reason).toBe('JWT Token not found');
  });

  test('no server: NetworkError', async () => {
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9', retry: { limit: 0 } });
    await failure(offline.auth.login({ username: 'admin', password: 'x' }), NetworkError);
  });
});

describe('roles: ForbiddenError where the route table closes an area (01 §2)', () => {
  type Call = (client: ApiClient) => Promise<unknown>;
  const calls: Record<string, { call: Call; roles: string[] }> = {
    articles: { call: (c) => c.articles.list(), roles: ['root', 'supereditor', 'editor'] },
    sponsored: { call: (c) => c.articles.listSponsored(), roles: ['root', 'supereditor', 'editor'] },
    cache: { call: (c) => c.cache.clearTop(), roles: ['root', 'supereditor', 'editor'] },
    players: { call: (c) => c.players.list(), roles: ['root', 'supereditor', 'editor'] },
    comments: { call: (c) => c.comments.list(), roles: ['root', 'comment_all'] },
    bans: { call: (c) => c.bans.get('words'), roles: ['root'] },
    newsletters: { call: (c) => c.newsletters.list(), roles: ['root'] },
    subscribers: { call: (c) => c.subscribers.list(), roles: ['root'] },
    groups: { call: (c) => c.groups.list(), roles: ['root'] },
    categories: { call: (c) => c.categories.list(), roles: ['root'] },
    authorStats: { call: (c) => c.authors.stats(), roles: ['root'] },
    sites: { call: (c) => c.sites.list(), roles: ['root'] },
    rss: { call: (c) => c.rss.generate(), roles: ['root'] },
    kfCompanies: { call: (c) => c.kfCompanies.list(), roles: ['root'] },
    users: { call: (c) => c.users.list(), roles: ['root'] },
    logs: { call: (c) => c.logs.list(), roles: ['root'] },
    producersList: { call: (c) => c.producers.list(), roles: ['root', 'phone_editor'] },
    pressNews: { call: (c) => c.pressNews.list(), roles: ['root', 'prs_all'] },
    pressCompanies: { call: (c) => c.pressCompanies.list(), roles: ['root'] },
    pressMagazines: { call: (c) => c.pressMagazines.list(), roles: ['root', 'press_editor'] },
  };
  const users: Record<string, string[]> = {
    admin: ['root'],
    redaktor: ['editor'],
    superredaktor: ['supereditor'],
    komentarze: ['comment_all'],
    telefony: ['phone_editor'],
    prasa: ['prs_all', 'press_editor'],
  };

  test.each(Object.entries(users))('%s', async (username, roles) => {
    const client = await fixture.as(username);
    const outcome: Record<string, 'ok' | 'forbidden' | string> = {};
    const expected: Record<string, 'ok' | 'forbidden'> = {};
    for (const [area, { call, roles: allowed }] of Object.entries(calls)) {
      expected[area] = roles.some((role) => allowed.includes(role)) ? 'ok' : 'forbidden';
      try {
        await call(client);
        outcome[area] = 'ok';
      } catch (error) {
        outcome[area] = error instanceof ForbiddenError ? 'forbidden' : String(error);
      }
    }
    expect(outcome).toEqual(expected);
  });

  test('a user who must change the password is refused everything else (403)', async () => {
    const nowy = await fixture.freshLogin('nowy');
    for (const call of [calls.articles!.call, calls.players!.call, calls.cache!.call]) {
      await failure(call(nowy), ForbiddenError);
    }
  });
});

describe('cancellation with a signal', () => {
  test('an already aborted signal rejects with the signal’s AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await api.articles
      .list({}, { signal: controller.signal })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  test('aborting a call in flight rejects it with AbortError', async () => {
    const controller = new AbortController();
    const pending = api.articles.list({ sponsored: 0 }, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((reason: unknown) => reason);
    expect((error as Error).name).toBe('AbortError');
    // The client is still usable.
    expect((await api.articles.list()).items.length).toBeGreaterThan(0);
  });

  test('aborting in the middle of a page walk stops the walk with AbortError', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const walk = (async () => {
      for await (const page of api.articles.pages({ sponsored: 0 }, { signal: controller.signal })) {
        seen.push(page.page!);
        if (seen.length === 2) controller.abort();
      }
    })();
    const error = await walk.catch((reason: unknown) => reason);
    expect((error as Error).name).toBe('AbortError');
    expect(seen).toEqual([1, 2]);
  });

  test('an aborted upload rejects and stores nothing', async () => {
    const before = (await api.media.fileTree({ path: '', full: false, search: 'przerwany', newPath: true }))
      .length;
    const controller = new AbortController();
    controller.abort();
    const error = await api.media
      .upload(
        'main',
        { data: new Uint8Array([1, 2, 3]), name: 'przerwany.png' },
        {},
        { signal: controller.signal },
      )
      .catch((reason: unknown) => reason);
    expect((error as Error).name).toBe('AbortError');
    const after = (await api.media.fileTree({ path: '', full: false, search: 'przerwany', newPath: true }))
      .length;
    expect(after).toBe(before);
  });
});
