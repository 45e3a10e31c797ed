/**
 * The SDK's session calls against the sandbox: login for every demo user, the refused login, restore and
 * refresh with the Node cookie jar, rotation, logout, the password change (the server's rule and the
 * forcePasswordChange confinement) and the pre-emptive refresh before article and company loads.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AuthError,
  createApiClient,
  type FetchLike,
  ForbiddenError,
  JWT_MESSAGES,
  type Session,
  sessionMessages,
  ValidationError,
} from '@redakcja/api-sdk';
import { afterAll, describe, expect, test } from 'vitest';
import { DEMO_USERS } from '../../src';
import { testClock } from '../helpers';
import { DEMO_PASSWORD, failure, useSandbox } from './helpers';

const clock = testClock();
const fixture = useSandbox({ now: clock.now });
const tempDir = mkdtempSync(join(tmpdir(), 'redakcja-sdk-auth-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

/** A fetch that records `METHOD /path` of every call and delegates to the global fetch. */
function recordingFetch(log: string[]): FetchLike {
  return (input, init) => {
    log.push(`${init.method ?? 'GET'} ${new URL(input).pathname}`);
    return globalThis.fetch(input, init);
  };
}

describe('login', () => {
  test.each(DEMO_USERS.map((user) => [user.username, user] as const))(
    'logs in %s and answers the session of the token',
    async (username, user) => {
      const client = fixture.client();
      const seen: (Session | null)[] = [];
      client.auth.subscribe((session) => seen.push(session));
      const before = Date.now();
      const session = await client.auth.login({ username, password: DEMO_PASSWORD });
      expect(session).toMatchObject({
        username,
        roles: [...user.roles],
        forcePasswordChange: user.forcePasswordChange,
      });
      expect(session.token.split('.')).toHaveLength(3);
      // D21: the access token lives 3600 s by default; the expiry is read from the JWT's exp.
      expect(session.expiresAt).not.toBeNull();
      expect(session.expiresAt! - before).toBeGreaterThan(3590_000);
      expect(session.expiresAt! - before).toBeLessThanOrEqual(3601_000);
      expect(client.auth.getSession()).toBe(session);
      expect(seen).toEqual([session]);
      // The login set the refresh cookie of D21 in the jar.
      expect(
        await client.cookieJar.valueFor(`${fixture.url}/api/token/refresh`, 'refresh_token'),
      ).toBeTruthy();
      expect(await client.cookieJar.valueFor(`${fixture.url}/api/articles`, 'refresh_token')).toBeUndefined();
    },
  );

  test('a wrong password is an AuthError with LexikJWT’s reason and clears the session', async () => {
    const client = await fixture.freshLogin('redaktor');
    const error = await failure(
      client.auth.login({ username: 'redaktor', password: 'zle-haslo' }),
      AuthError,
    );
    expect(error.status).toBe(401);
    expect(error.reason).toBe('Invalid credentials.');
    expect(error.reason).toBe(JWT_MESSAGES.badCredentials);
    expect(client.auth.getSession()).toBeNull();
  });

  test('an unknown user is refused the same way', async () => {
    const error = await failure(
      fixture.client().auth.login({ username: 'nie-ma-takiego', password: DEMO_PASSWORD }),
      AuthError,
    );
    expect(error.reason).toBe('Invalid credentials.');
  });

  test('the browser client (global fetch, token in memory) logs in and sends the bearer', async () => {
    const api = createApiClient({ baseUrl: fixture.url });
    const session = await api.auth.login({ username: 'admin', password: DEMO_PASSWORD });
    expect(session.roles).toEqual(['root']);
    const page = await api.groups.list();
    expect(page.items.length).toBeGreaterThan(0);
    await api.auth.logout();
    expect(api.auth.getSession()).toBeNull();
    const error = await failure(api.groups.list(), AuthError);
    expect(error.reason).toBe(JWT_MESSAGES.notFound);
  });

  test('calls without a login are refused with “JWT Token not found”', async () => {
    const error = await failure(fixture.client().articles.list(), AuthError);
    expect(error.status).toBe(401);
    expect(error.reason).toBe('JWT Token not found');
  });
});

describe('refresh and restore with the cookie jar (D21)', () => {
  test('refresh answers a new token and the same user, and rotates the cookie', async () => {
    const client = await fixture.freshLogin('superredaktor');
    const first = client.auth.getSession()!;
    const cookieUrl = `${fixture.url}/api/token/refresh`;
    const firstCookie = await client.cookieJar.valueFor(cookieUrl, 'refresh_token');
    // Tokens issued within the same second may be identical: move the sandbox's clock a second on.
    clock.advance(1100);
    const refreshed = await client.auth.refresh();
    expect(refreshed).toMatchObject({
      username: 'superredaktor',
      roles: ['supereditor'],
      forcePasswordChange: false,
    });
    expect(refreshed.token).not.toBe(first.token);
    expect(client.auth.getSession()).toBe(refreshed);
    const secondCookie = await client.cookieJar.valueFor(cookieUrl, 'refresh_token');
    expect(secondCookie).toBeTruthy();
    expect(secondCookie).not.toBe(firstCookie);
    // The new token works.
    expect((await client.articles.list()).items.length).toBeGreaterThan(0);
  });

  test('concurrent refresh calls share one refresh', async () => {
    const log: string[] = [];
    const client = fixture.client({ fetch: recordingFetch(log) });
    await client.auth.login({ username: 'redaktor', password: DEMO_PASSWORD });
    const sessions = await Promise.all([client.auth.refresh(), client.auth.refresh(), client.auth.refresh()]);
    expect(new Set(sessions).size).toBe(1);
    expect(log.filter((line) => line === 'POST /api/token/refresh')).toHaveLength(1);
  });

  test('a rotated refresh cookie is refused when it comes back', async () => {
    const client = await fixture.freshLogin('redaktor');
    const before = await client.cookieJar.snapshot();
    await client.auth.refresh();
    const replay = fixture.client();
    replay.cookieJar.restore(before);
    expect(await replay.auth.restore()).toBeNull();
    expect(replay.auth.getSession()).toBeNull();
  });

  test('restore in a new process reads the session file and refreshes with its cookie', async () => {
    const sessionFile = join(tempDir, 'session.json');
    const first = fixture.client({ sessionFile });
    await first.auth.login({ username: 'telefony', password: DEMO_PASSWORD });
    const second = fixture.client({ sessionFile });
    const restored = await second.auth.restore();
    expect(restored).toMatchObject({
      username: 'telefony',
      roles: ['phone_editor'],
      forcePasswordChange: false,
    });
    expect((await second.producers.list()).items.length).toBeGreaterThan(0);
  });

  test('resume in a new process keeps a stored session with time left, without a refresh', async () => {
    const sessionFile = join(tempDir, 'resume.json');
    const first = fixture.client({ sessionFile });
    const session = await first.auth.login({ username: 'prasa', password: DEMO_PASSWORD });
    const log: string[] = [];
    const second = fixture.client({ sessionFile, fetch: recordingFetch(log) });
    const resumed = await second.auth.resume();
    expect(resumed).toMatchObject({ username: 'prasa', token: session.token });
    expect((await second.pressNews.list()).items.length).toBeGreaterThan(0);
    expect(log).toEqual(['GET /api/news']);
    // Without a stored session or cookie there is nothing to resume.
    expect(await fixture.client({ sessionFile: join(tempDir, 'nie-ma.json') }).auth.resume()).toBeNull();
  });

  test('restore without a refresh cookie answers null', async () => {
    const client = fixture.client();
    expect(await client.auth.restore()).toBeNull();
    expect(client.auth.getSession()).toBeNull();
  });

  test('logout invalidates the refresh cookie and ends the session', async () => {
    const client = await fixture.freshLogin('komentarze');
    const cookies = await client.cookieJar.snapshot();
    await client.auth.logout();
    expect(client.auth.getSession()).toBeNull();
    expect(
      await client.cookieJar.valueFor(`${fixture.url}/api/token/refresh`, 'refresh_token'),
    ).toBeUndefined();
    const error = await failure(client.comments.list(), AuthError);
    expect(error.reason).toBe(JWT_MESSAGES.notFound);
    // The invalidated cookie cannot start a session any more.
    const other = fixture.client();
    other.cookieJar.restore(cookies);
    expect(await other.auth.restore()).toBeNull();
  });

  test('clearSession drops the session locally without calling the server or onSessionEnd', async () => {
    const ended: unknown[] = [];
    const log: string[] = [];
    const client = fixture.client({ fetch: recordingFetch(log), onSessionEnd: (event) => ended.push(event) });
    await client.auth.login({ username: 'redaktor', password: DEMO_PASSWORD });
    const seen: (Session | null)[] = [];
    client.auth.subscribe((session) => seen.push(session));
    log.length = 0;
    await client.auth.clearSession();
    expect(client.auth.getSession()).toBeNull();
    expect(seen).toEqual([null]);
    expect(log).toEqual([]);
    expect(ended).toEqual([]);
    const error = await failure(client.articles.list(), AuthError);
    expect(error.reason).toBe('JWT Token not found');
    // The refresh cookie was not invalidated on the server: a restore starts the session again.
    expect((await client.auth.restore())?.username).toBe('redaktor');
  });

  test('logout without a session still resolves, confirmed by the server (D30)', async () => {
    await expect(fixture.client().auth.logout()).resolves.toBe(true);
  });
});

describe('password change', () => {
  test('nowy must change the password first: everything else is forbidden', async () => {
    const client = await fixture.freshLogin('nowy');
    expect(client.auth.getSession()?.forcePasswordChange).toBe(true);
    await failure(client.articles.list(), ForbiddenError);
  });

  test('a weak password is refused with the Polish rule under the field', async () => {
    const client = await fixture.freshLogin('nowy');
    for (const weak of ['krotkie', 'bezduzychliter1!', 'BezCyfryAleDlugie!', 'BezZnakuSpecjalnego12']) {
      const error = await failure(client.auth.changePassword(weak), ValidationError);
      expect(error.status).toBe(422);
      expect(error.messageFor('password')).toBe(
        'Hasło musi składać się z co najmniej 12 znaków, w tym dużej litery, cyfry oraz znaku specjalnego.',
      );
      expect(error.messageFor('password')).toBe(sessionMessages.strongPassword);
    }
    // Nothing changed: the flag is still set.
    expect((await client.auth.refresh()).forcePasswordChange).toBe(true);
  });

  test('a strong password is saved, clears forcePasswordChange and replaces the old one', async () => {
    const client = await fixture.freshLogin('nowy');
    const password = 'NoweHasło#2027';
    await client.auth.changePassword(password);
    const refreshed = await client.auth.refresh();
    expect(refreshed.forcePasswordChange).toBe(false);
    expect((await client.articles.list()).items.length).toBeGreaterThan(0);

    const again = fixture.client();
    const session = await again.auth.login({ username: 'nowy', password });
    expect(session.forcePasswordChange).toBe(false);
    const refused = await failure(
      fixture.client().auth.login({ username: 'nowy', password: DEMO_PASSWORD }),
      AuthError,
    );
    expect(refused.reason).toBe('Invalid credentials.');
  });

  test('any user may change their own password', async () => {
    const client = await fixture.freshLogin('prasa');
    await client.auth.changePassword('InneHaslo!2027');
    const session = await fixture.client().auth.login({ username: 'prasa', password: 'InneHaslo!2027' });
    expect(session.username).toBe('prasa');
    // Put it back so other tests of this file can log in as prasa.
    await client.auth.changePassword(DEMO_PASSWORD);
  });
});

describe('pre-emptive refresh before loading articles and companies (fewer than 10 s left)', () => {
  /** A client whose clock runs `skew` ms ahead, logged in as admin, with its calls recorded. */
  async function skewedClient(skewMs: number) {
    const log: string[] = [];
    const client = fixture.client({ fetch: recordingFetch(log), now: () => Date.now() + skewMs });
    await client.auth.login({ username: 'admin', password: DEMO_PASSWORD });
    log.length = 0;
    return { client, log };
  }

  // 3600 s minus 5 s: the client sees 5 s left on a fresh token.
  const ALMOST_EXPIRED = 3_595_000;

  test('articles.get refreshes first', async () => {
    const { client, log } = await skewedClient(ALMOST_EXPIRED);
    const before = client.auth.getSession();
    const id = (await client.articles.list({ sponsored: 0 })).items[0]!.id;
    log.length = 0;
    const article = await client.articles.get(id);
    expect(article.id).toBe(id);
    expect(log).toEqual(['POST /api/token/refresh', `GET /api/articles/${id}`]);
    expect(client.auth.getSession()).not.toBe(before);
  });

  test('a sponsored article load refreshes first too', async () => {
    const { client, log } = await skewedClient(ALMOST_EXPIRED);
    const sponsored = (await client.articles.listSponsored()).items[0]!;
    log.length = 0;
    const article = await client.articles.get(sponsored.id);
    expect(article.sponsored).toBe(true);
    expect(log).toEqual(['POST /api/token/refresh', `GET /api/articles/${sponsored.id}`]);
  });

  test('kfCompanies.get and pressCompanies.get refresh first', async () => {
    const { client, log } = await skewedClient(ALMOST_EXPIRED);
    const kf = (await client.kfCompanies.list()).items[0]!;
    const press = (await client.pressCompanies.list()).items[0]!;
    log.length = 0;
    await client.kfCompanies.get(kf.id);
    await client.pressCompanies.get(press.id);
    expect(log).toEqual([
      'POST /api/token/refresh',
      `GET /api/kf_companies/${kf.id}`,
      'POST /api/token/refresh',
      `GET /api/companies/${press.id}`,
    ]);
  });

  test('with time to spare, no refresh is made', async () => {
    const { client, log } = await skewedClient(0);
    const id = (await client.articles.list()).items[0]!.id;
    await client.articles.get(id);
    await client.auth.ensureFreshToken();
    expect(log).toEqual(['GET /api/articles', `GET /api/articles/${id}`]);
  });

  test('ensureFreshToken on its own refreshes when under the threshold', async () => {
    const { client, log } = await skewedClient(ALMOST_EXPIRED);
    await client.auth.ensureFreshToken();
    expect(log).toEqual(['POST /api/token/refresh']);
  });
});
