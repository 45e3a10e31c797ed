import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../src/client';
import { AuthError } from '../../src/http/errors/AuthError';
import { NetworkError } from '../../src/http/errors/NetworkError';
import { SchemaError } from '../../src/http/errors/SchemaError';
import type { Session } from '../../src/http/session';
import {
  BASE_URL,
  deferred,
  fakeFetch,
  type Handler,
  json,
  jwt401,
  loginAnswer,
  makeToken,
  networkFailure,
  noContent,
  refreshAnswer,
} from './support';

const okSchema = z.object({ ok: z.boolean(), n: z.number() });

/** A server whose data endpoint answers 'Expired JWT Token' to `oldToken` and data to any other token. */
function expiringServer(oldToken: string, refresh: Handler) {
  return fakeFetch(async (request) => {
    if (request.pathname === '/api/token/auth') return json(loginAnswer(oldToken));
    if (request.pathname === '/api/token/refresh') return refresh(request);
    if (request.pathname.startsWith('/api/data/')) {
      const bearer = request.headers.get('Authorization');
      if (bearer === `Bearer ${oldToken}`) return jwt401('Expired JWT Token');
      if (!bearer) return jwt401('JWT Token not found');
      return json({ ok: true, n: Number(request.pathname.split('/').pop()) });
    }
    return json({}, { status: 404 });
  });
}

async function loggedInClient(
  server: ReturnType<typeof fakeFetch>,
  extra: Parameters<typeof createApiClient>[0] = { baseUrl: BASE_URL },
) {
  const client = createApiClient({
    ...extra,
    baseUrl: BASE_URL,
    fetch: server.fetch,
    retry: { baseDelay: 0 },
  });
  await client.auth.login({ username: 'redaktor', password: 'Tajne-Haslo-123!' });
  return client;
}

function getData(client: ReturnType<typeof createApiClient>, n: number) {
  return client.http.json({ method: 'GET', path: `/api/data/${n}` }, okSchema);
}

describe('login', () => {
  it('posts the credentials, keeps the session and sends the bearer afterwards', async () => {
    const token = makeToken({ expiresInSeconds: 3600, username: 'redaktor', roles: ['root', 'editor'] });
    const loginServer = fakeFetch((request) =>
      request.pathname === '/api/token/auth'
        ? json(loginAnswer(token, { roles: ['root', 'editor'], forcePasswordChange: 1 }))
        : json({ ok: true, n: 1 }),
    );
    const client = createApiClient({ baseUrl: BASE_URL, fetch: loginServer.fetch });
    const seen: Array<Session | null> = [];
    client.auth.subscribe((session) => seen.push(session));
    const session = await client.auth.login({ username: 'redaktor', password: 'pw' });

    const [loginRequest] = loginServer.to('/api/token/auth');
    expect(loginRequest?.method).toBe('POST');
    expect(loginRequest?.json()).toEqual({ username: 'redaktor', password: 'pw' });
    expect(loginRequest?.headers.get('Authorization')).toBeNull();
    expect(loginRequest?.credentials).toBe('include');
    expect(session).toMatchObject({
      token,
      username: 'redaktor',
      roles: ['root', 'editor'],
      forcePasswordChange: true,
    });
    expect(session.expiresAt).toBeGreaterThan(Date.now() + 3500_000);

    await getData(client, 1);
    expect(loginServer.to('/api/data/1')[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(client.auth.getSession()).toBe(session);
    expect(seen).toEqual([session]);
  });

  it('clears the session and rethrows AuthError with the LexikJWT message on bad credentials', async () => {
    const server = fakeFetch(() => jwt401('Invalid credentials.'));
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch });
    const error = await client.auth.login({ username: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).reason).toBe('Invalid credentials.');
    expect(client.auth.getSession()).toBeNull();
  });
});

describe('shared refresh on Expired JWT Token', () => {
  it('50 concurrent calls that all meet the expiry cause exactly one refresh, and all 50 succeed', async () => {
    const oldToken = makeToken({ id: 'old' });
    const newToken = makeToken({ id: 'new' });
    const gate = deferred();
    const server = expiringServer(oldToken, async () => {
      await gate.promise;
      return json(refreshAnswer(newToken));
    });
    const client = await loggedInClient(server);

    const calls = Array.from({ length: 50 }, (_, n) => getData(client, n));
    // Let every request meet its 401 before the refresh answers.
    await vi.waitFor(() =>
      expect(server.requests.filter((r) => r.pathname.startsWith('/api/data/')).length).toBe(50),
    );
    gate.resolve();
    const results = await Promise.all(calls);

    expect(server.to('/api/token/refresh')).toHaveLength(1);
    expect(results.map((result) => result.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    const retries = server.requests.filter(
      (r) => r.pathname.startsWith('/api/data/') && r.headers.get('Authorization') === `Bearer ${newToken}`,
    );
    expect(retries).toHaveLength(50);
    expect(client.auth.getSession()?.token).toBe(newToken);
  });

  it('retries each request only once', async () => {
    const oldToken = makeToken({ id: 'old' });
    const server = fakeFetch((request) => {
      if (request.pathname === '/api/token/auth') return json(loginAnswer(oldToken));
      if (request.pathname === '/api/token/refresh') return json(refreshAnswer(makeToken()));
      return jwt401('Expired JWT Token');
    });
    const client = await loggedInClient(server);
    const error = await getData(client, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).reason).toBe('Expired JWT Token');
    expect(server.to('/api/data/1')).toHaveLength(2);
    expect(server.to('/api/token/refresh')).toHaveLength(1);
  });

  it('a refused refresh ends the session once (onSessionEnd) and all 50 calls reject with the auth error', async () => {
    const oldToken = makeToken({ id: 'old' });
    const gate = deferred();
    const server = expiringServer(oldToken, async () => {
      await gate.promise;
      return jwt401('JWT Refresh Token Not Found');
    });
    const onSessionEnd = vi.fn();
    const client = await loggedInClient(server, { baseUrl: BASE_URL, onSessionEnd });
    const seen: Array<Session | null> = [];
    client.auth.subscribe((session) => seen.push(session));

    const calls = Array.from({ length: 50 }, (_, n) => getData(client, n).catch((e: unknown) => e));
    await vi.waitFor(() =>
      expect(server.requests.filter((r) => r.pathname.startsWith('/api/data/')).length).toBe(50),
    );
    gate.resolve();
    const errors = await Promise.all(calls);

    expect(server.to('/api/token/refresh')).toHaveLength(1);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(onSessionEnd.mock.calls[0]?.[0]).toMatchObject({ reason: 'refresh-failed' });
    expect(onSessionEnd.mock.calls[0]?.[0].error).toBeInstanceOf(AuthError);
    for (const error of errors) expect(error).toBeInstanceOf(AuthError);
    expect(client.auth.getSession()).toBeNull();
    expect(seen).toEqual([null]);
  });

  it('a network failure during the refresh keeps the session and fails the calls with a network error', async () => {
    const oldToken = makeToken({ id: 'old' });
    const server = expiringServer(oldToken, () => {
      throw networkFailure();
    });
    const onSessionEnd = vi.fn();
    const client = await loggedInClient(server, { baseUrl: BASE_URL, onSessionEnd });

    const errors = await Promise.all(
      Array.from({ length: 5 }, (_, n) => getData(client, n).catch((e: unknown) => e)),
    );
    for (const error of errors) expect(error).toBeInstanceOf(NetworkError);
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(client.auth.getSession()?.token).toBe(oldToken);
  });

  it('a request that meets the expiry after someone else refreshed retries with the new token without refreshing again', async () => {
    const oldToken = makeToken({ id: 'old' });
    const newToken = makeToken({ id: 'new' });
    const slow = deferred();
    const server = fakeFetch(async (request) => {
      if (request.pathname === '/api/token/auth') return json(loginAnswer(oldToken));
      if (request.pathname === '/api/token/refresh') return json(refreshAnswer(newToken));
      const bearer = request.headers.get('Authorization');
      if (request.pathname === '/api/data/2' && bearer === `Bearer ${oldToken}`) await slow.promise;
      if (bearer === `Bearer ${oldToken}`) return jwt401('Expired JWT Token');
      return json({ ok: true, n: 0 });
    });
    const client = await loggedInClient(server);
    const late = getData(client, 2);
    await getData(client, 1);
    slow.resolve();
    await late;
    expect(server.to('/api/token/refresh')).toHaveLength(1);
    expect(server.to('/api/data/2').map((r) => r.headers.get('Authorization'))).toEqual([
      `Bearer ${oldToken}`,
      `Bearer ${newToken}`,
    ]);
  });

  it('does not refresh on other 401 messages', async () => {
    const server = fakeFetch((request) => {
      if (request.pathname === '/api/token/auth') return json(loginAnswer(makeToken()));
      return jwt401('Invalid JWT Token');
    });
    const client = await loggedInClient(server);
    const error = await getData(client, 1).catch((e: unknown) => e);
    expect((error as AuthError).reason).toBe('Invalid JWT Token');
    expect(server.to('/api/token/refresh')).toHaveLength(0);
  });

  it('runs the refresh through the injected lock', async () => {
    const oldToken = makeToken({ id: 'old' });
    const server = expiringServer(oldToken, () => json(refreshAnswer(makeToken({ id: 'new' }))));
    let locked = 0;
    const refreshLock = <T>(fn: () => Promise<T>): Promise<T> => {
      locked += 1;
      return fn();
    };
    const client = await loggedInClient(server, { baseUrl: BASE_URL, refreshLock });
    await Promise.all([getData(client, 1), getData(client, 2)]);
    expect(locked).toBe(1);
  });
});

describe('refresh and restore', () => {
  it('refresh posts no body with credentials and no bearer, and reads the user from data', async () => {
    const token = makeToken({ username: 'z-jwt' });
    const server = fakeFetch(() =>
      json({ token, data: { username: 'anna', forcePasswordChange: '1', roles: ['press_editor'] } }),
    );
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch });
    const session = await client.auth.refresh();
    const [request] = server.to('/api/token/refresh');
    expect(request?.method).toBe('POST');
    expect(request?.text).toBeNull();
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(session).toMatchObject({
      token,
      username: 'anna',
      roles: ['press_editor'],
      forcePasswordChange: true,
    });
  });

  it('restore resolves the session when the refresh cookie is good, and null when it is refused', async () => {
    const token = makeToken();
    const good = createApiClient({
      baseUrl: BASE_URL,
      fetch: fakeFetch(() => json(refreshAnswer(token))).fetch,
    });
    expect((await good.auth.restore())?.token).toBe(token);

    const onSessionEnd = vi.fn();
    const refused = createApiClient({
      baseUrl: BASE_URL,
      fetch: fakeFetch(() => jwt401('JWT Refresh Token Not Found')).fetch,
      onSessionEnd,
    });
    expect(await refused.auth.restore()).toBeNull();
    // There was no session to end.
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('restore rethrows a network failure', async () => {
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: fakeFetch(() => {
        throw networkFailure();
      }).fetch,
    });
    await expect(client.auth.restore()).rejects.toBeInstanceOf(NetworkError);
  });

  it('restore loads the stored session first and saves the refreshed one', async () => {
    const stored = makeToken({ id: 'stored' });
    const fresh = makeToken({ id: 'fresh' });
    const saved: Session[] = [];
    const store = {
      load: () => ({ token: stored, username: 'redaktor' }),
      save: (s: Session) => void saved.push(s),
      clear: vi.fn(),
    };
    const seen: Array<string | undefined> = [];
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: fakeFetch(() => json(refreshAnswer(fresh))).fetch,
      sessionStore: store,
    });
    client.auth.subscribe((session) => seen.push(session?.token));
    await client.auth.restore();
    expect(seen).toEqual([stored, fresh]);
    expect(saved.map((s) => s.token)).toEqual([fresh]);
  });
});

describe('resume (start-up without a needless refresh)', () => {
  const NOW = 1_700_000_000_000;
  function resumingClient(stored: string | null, refresh: Handler) {
    const server = fakeFetch(refresh);
    const store = {
      load: () => (stored ? { token: stored, username: 'redaktor', roles: ['editor'] } : null),
      save: vi.fn(),
      clear: vi.fn(),
    };
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: server.fetch,
      sessionStore: store,
      now: () => NOW,
    });
    return { client, server, store };
  }

  it('keeps a stored token with at least 10 s left and sends no refresh', async () => {
    const stored = makeToken({ now: NOW, expiresInSeconds: 10, id: 'stored' });
    const { client, server, store } = resumingClient(stored, () => json(refreshAnswer(makeToken())));
    const session = await client.auth.resume();
    expect(session).toMatchObject({ token: stored, username: 'redaktor', roles: ['editor'] });
    expect(server.requests).toEqual([]);
    expect(store.save).not.toHaveBeenCalled();
    expect(client.auth.getSession()?.token).toBe(stored);
  });

  it('refreshes a stored token with fewer than 10 s left, once', async () => {
    const stored = makeToken({ now: NOW, expiresInSeconds: 9, id: 'stored' });
    const fresh = makeToken({ now: NOW, expiresInSeconds: 3600, id: 'fresh' });
    const { client, server, store } = resumingClient(stored, () => json(refreshAnswer(fresh)));
    expect((await client.auth.resume())?.token).toBe(fresh);
    expect(server.to('/api/token/refresh')).toHaveLength(1);
    expect(store.save).toHaveBeenCalledTimes(1);
  });

  it('without a stored session it restores: a refresh, null when refused', async () => {
    const { client, server } = resumingClient(null, () => jwt401('JWT Refresh Token Not Found'));
    expect(await client.auth.resume()).toBeNull();
    expect(server.to('/api/token/refresh')).toHaveLength(1);
  });

  it('keeps the session already in memory while it is fresh', async () => {
    const token = makeToken({ now: NOW, expiresInSeconds: 3600 });
    const server = fakeFetch((request) =>
      request.pathname === '/api/token/auth' ? json(loginAnswer(token)) : json(refreshAnswer(makeToken())),
    );
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, now: () => NOW });
    await client.auth.login({ username: 'a', password: 'b' });
    expect((await client.auth.resume())?.token).toBe(token);
    expect(server.to('/api/token/refresh')).toHaveLength(0);
  });
});

describe('pre-emptive refresh (10 s threshold)', () => {
  it('refreshes when fewer than 10 s remain and not otherwise', async () => {
    let clock = 1_700_000_000_000;
    const first = makeToken({ now: clock, expiresInSeconds: 60, id: 'first' });
    const second = makeToken({ now: clock, expiresInSeconds: 3600, id: 'second' });
    const server = fakeFetch((request) =>
      request.pathname === '/api/token/auth' ? json(loginAnswer(first)) : json(refreshAnswer(second)),
    );
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, now: () => clock });
    await client.auth.login({ username: 'a', password: 'b' });

    clock += 49_000; // 11 s left
    await client.auth.ensureFreshToken();
    expect(server.to('/api/token/refresh')).toHaveLength(0);

    clock += 2_000; // 9 s left
    await client.auth.ensureFreshToken();
    expect(server.to('/api/token/refresh')).toHaveLength(1);
    expect(client.auth.getSession()?.token).toBe(second);
  });
});

describe('logout', () => {
  it('posts to invalidate with the bearer and clears the session', async () => {
    const token = makeToken();
    const server = fakeFetch((request) =>
      request.pathname === '/api/token/auth' ? json(loginAnswer(token)) : noContent(),
    );
    const clear = vi.fn();
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: server.fetch,
      sessionStore: { load: () => null, save: () => {}, clear },
    });
    await client.auth.login({ username: 'a', password: 'b' });
    expect(await client.auth.logout()).toBe(true);
    const [request] = server.to('/api/token/invalidate');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(request?.credentials).toBe('include');
    expect(client.auth.getSession()).toBeNull();
    expect(clear).toHaveBeenCalled();
  });

  it('ignores errors (a 500, an expired token, no network) and still clears the session; says whether the server confirmed (D30)', async () => {
    for (const [answer, confirmed] of [
      [() => json({ 'hydra:description': 'boom' }, { status: 500 }), false],
      [() => jwt401('Expired JWT Token'), true],
      [
        () => {
          throw networkFailure();
        },
        false,
      ],
    ] as const) {
      const server = fakeFetch((request) =>
        request.pathname === '/api/token/auth' ? json(loginAnswer(makeToken())) : answer(),
      );
      const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, retry: { baseDelay: 0 } });
      await client.auth.login({ username: 'a', password: 'b' });
      await expect(client.auth.logout()).resolves.toBe(confirmed);
      expect(client.auth.getSession()).toBeNull();
      expect(server.to('/api/token/refresh')).toHaveLength(0);
    }
  });
});

describe('clearSession and changePassword', () => {
  it('clearSession drops the session locally, tells subscribers, and does not call onSessionEnd', async () => {
    const onSessionEnd = vi.fn();
    const server = fakeFetch(() => json(loginAnswer(makeToken())));
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, onSessionEnd });
    await client.auth.login({ username: 'a', password: 'b' });
    const listener = vi.fn();
    client.auth.subscribe(listener);
    await client.auth.clearSession();
    expect(listener).toHaveBeenCalledWith(null);
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(1);
  });

  it('changePassword sends PATCH /api/users/change_password {password} as merge-patch', async () => {
    const server = fakeFetch((request) =>
      request.pathname === '/api/token/auth' ? json(loginAnswer(makeToken())) : json({ id: 1 }),
    );
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch });
    await client.auth.login({ username: 'a', password: 'b' });
    await client.auth.changePassword('Nowe-Haslo-2024!');
    const [request] = server.to('/api/users/change_password');
    expect(request?.method).toBe('PATCH');
    expect(request?.headers.get('Content-Type')).toBe('application/merge-patch+json');
    expect(request?.json()).toEqual({ password: 'Nowe-Haslo-2024!' });
  });
});

describe('token answers that break the contract', () => {
  it('fail with a SchemaError that does not carry the token', async () => {
    const token = makeToken({ id: 'secret' });
    const server = fakeFetch(() => json({ token, username: 42 }));
    const client = createApiClient({ baseUrl: BASE_URL, fetch: server.fetch });
    const error = await client.auth.login({ username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).pathString).toBe('username');
    expect(JSON.stringify((error as SchemaError).body)).not.toContain(token);
    expect((error as SchemaError).message).not.toContain(token);
  });
});
