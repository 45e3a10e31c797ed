/**
 * The token rule of 01 §7 against a sandbox whose access tokens live 2 seconds of its own clock (moved
 * forward by the tests instead of sleeping): a 401 'Expired JWT Token' is refreshed once (one refresh
 * shared by every request that meets it) and each request is retried; a refused refresh ends the
 * session once and the waiting requests fail with an AuthError.
 */
import { AuthError, type FetchLike, type SessionEndEvent } from '@redakcja/api-sdk';
import { describe, expect, test } from 'vitest';
import { testClock } from '../helpers';
import { DEMO_PASSWORD, useSandbox } from './helpers';

const ACCESS_TTL_S = 2;
const clock = testClock();
const fixture = useSandbox({ accessTtl: ACCESS_TTL_S, now: clock.now });

/** Moves the sandbox's clock past the lifetime of a token issued now (exp has second precision). */
const waitForExpiry = async () => clock.advance(ACCESS_TTL_S * 1000 + 1200);

function recordingFetch(log: string[]): FetchLike {
  return async (input, init) => {
    const response = await globalThis.fetch(input, init);
    log.push(`${init.method ?? 'GET'} ${new URL(input).pathname} ${response.status}`);
    return response;
  };
}

describe('Expired JWT Token', () => {
  test('a call with an expired token is refreshed and retried transparently', async () => {
    const log: string[] = [];
    const client = fixture.client({ fetch: recordingFetch(log) });
    await client.auth.login({ username: 'admin', password: DEMO_PASSWORD });
    const before = client.auth.getSession()!;
    await waitForExpiry();
    log.length = 0;
    const page = await client.groups.list();
    expect(page.items.length).toBeGreaterThan(0);
    expect(log).toEqual(['GET /api/groups 401', 'POST /api/token/refresh 200', 'GET /api/groups 200']);
    const after = client.auth.getSession()!;
    expect(after.token).not.toBe(before.token);
    expect(after.username).toBe('admin');
  });

  test('the server’s 401 carries LexikJWT’s “Expired JWT Token” (seen without the SDK’s retry)', async () => {
    const client = fixture.client();
    const session = await client.auth.login({ username: 'admin', password: DEMO_PASSWORD });
    await waitForExpiry();
    const response = await fetch(`${fixture.url}/api/groups`, {
      headers: { authorization: `Bearer ${session.token}`, accept: 'application/ld+json' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Expired JWT Token' });
  });

  test('many calls that meet the expiry at once share one refresh and all succeed', async () => {
    const log: string[] = [];
    const client = fixture.client({ fetch: recordingFetch(log) });
    await client.auth.login({ username: 'admin', password: DEMO_PASSWORD });
    const changes: unknown[] = [];
    client.auth.subscribe((session) => changes.push(session));
    await waitForExpiry();
    log.length = 0;
    const results = await Promise.all([
      client.groups.list(),
      client.categories.list(),
      client.silos.list(),
      client.siloGroups.list(),
      client.authors.list(),
      client.sites.list(),
    ]);
    for (const page of results) expect(page.items.length).toBeGreaterThan(0);
    expect(log.filter((line) => line.startsWith('POST /api/token/refresh'))).toEqual([
      'POST /api/token/refresh 200',
    ]);
    expect(log.filter((line) => line.endsWith(' 401'))).toHaveLength(6);
    expect(changes).toHaveLength(1);
  });

  test('a refused refresh ends the session once and the call fails with an AuthError', async () => {
    const ended: SessionEndEvent[] = [];
    const client = fixture.client({ onSessionEnd: (event) => ended.push(event) });
    await client.auth.login({ username: 'redaktor', password: DEMO_PASSWORD });
    // Another process takes the refresh cookie and rotates it: ours is now stale.
    const thief = fixture.client();
    thief.cookieJar.restore(await client.cookieJar.snapshot());
    expect(await thief.auth.restore()).not.toBeNull();
    await waitForExpiry();

    const results = await Promise.allSettled([client.articles.list(), client.players.list()]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(AuthError);
    }
    expect(ended).toHaveLength(1);
    expect(ended[0]?.reason).toBe('refresh-failed');
    expect(ended[0]?.session.username).toBe('redaktor');
    expect(ended[0]?.error.status).toBe(401);
    expect(client.auth.getSession()).toBeNull();
  });
});
