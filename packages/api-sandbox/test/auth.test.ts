import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Sandbox, startSandbox } from '../src';
import { REFRESH_MESSAGES } from '../src/auth/tokens';
import {
  JWT_MESSAGES,
  loginResponseSchema,
  passwordChangeMessages,
  refreshResponseSchema,
  sessionMessages,
} from '../src/sdk';
import { DEMO_PASSWORD } from '../src/seed/users';
import { Client, loggedIn, start, testClock } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await start();
});
afterAll(() => sandbox.close());

describe('POST /api/token/auth', () => {
  test('answers the token, the user and sets the refresh cookie of D21', async () => {
    const client = new Client(sandbox.url);
    const response = await client.post('/api/token/auth', { username: 'redaktor', password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    const body = loginResponseSchema.parse(response.body);
    expect(body).toMatchObject({ username: 'redaktor', forcePasswordChange: false, roles: ['editor'] });
    const claims = decodeJwt(body.token);
    expect(claims.username).toBe('redaktor');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('refresh_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/token(;|$)/);
  });

  test.each([
    ['a wrong password', { username: 'admin', password: 'zle-haslo' }],
    ['an unknown user', { username: 'nikt', password: DEMO_PASSWORD }],
    ['a deleted user', { username: 'byly.redaktor', password: DEMO_PASSWORD }],
  ])('refuses %s with LexikJWT’s 401', async (_, credentials) => {
    const response = await new Client(sandbox.url).post('/api/token/auth', credentials);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 401, message: JWT_MESSAGES.badCredentials });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test('a body without the keys is a 400, not a 500', async () => {
    const client = new Client(sandbox.url);
    expect((await client.post('/api/token/auth', { user: 'admin' })).status).toBe(400);
    expect((await client.post('/api/token/auth', { username: 1, password: 2 })).status).toBe(400);
    expect(
      (await client.request('POST', '/api/token/auth', { raw: '{', contentType: 'application/json' })).status,
    ).toBe(400);
  });

  test('records logins and failed attempts in the login history', async () => {
    const admin = await loggedIn(sandbox, 'admin');
    await new Client(sandbox.url).post('/api/token/auth', { username: 'komentarze', password: 'x' });
    const logs = await admin.get('/api/logs');
    const latest = logs.body['hydra:member']
      .slice(0, 2)
      .map((log: { user: { username: string }; log: string }) => [log.user.username, log.log.split(' (')[0]]);
    expect(latest).toEqual([
      ['komentarze', 'Nieudane logowanie'],
      ['admin', 'Zalogowano'],
    ]);
  });
});

describe('the bearer token (D20)', () => {
  test('no token: JWT Token not found', async () => {
    const response = await new Client(sandbox.url).get('/api/articles');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 401, message: JWT_MESSAGES.notFound });
  });

  test('a malformed or foreign token: Invalid JWT Token', async () => {
    const client = new Client(sandbox.url);
    for (const token of ['abc', 'a.b.c']) {
      const response = await client.get('/api/articles', { token });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 401, message: JWT_MESSAGES.invalid });
    }
    const foreign = await new SignJWT({ username: 'admin', roles: ['root'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not the secret of this database'));
    expect((await client.get('/api/articles', { token: foreign })).body).toEqual({
      code: 401,
      message: JWT_MESSAGES.invalid,
    });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ username: 'admin', exp: 9_999_999_999 }),
    ).toString('base64url')}.`;
    expect((await client.get('/api/articles', { token: unsigned })).body).toEqual({
      code: 401,
      message: JWT_MESSAGES.invalid,
    });
  });

  test('a token of a user deleted since is invalid', async () => {
    const admin = await loggedIn(sandbox, 'admin');
    const created = await admin.post('/api/users', {
      username: 'tymczasowy',
      plainPassword: 'Tymczasowe#2026',
      roles: ['editor'],
    });
    expect(created.status).toBe(201);
    const temporary = new Client(sandbox.url);
    expect((await temporary.login('tymczasowy', 'Tymczasowe#2026')).status).toBe(200);
    expect((await admin.delete(`/api/users/${created.body.id}`)).status).toBe(204);
    expect((await temporary.get('/api/articles')).body).toEqual({ code: 401, message: JWT_MESSAGES.invalid });
    expect((await temporary.post('/api/token/refresh')).status).toBe(401);
  });

  test("a password reset by an administrator ends the user's sessions; other edits keep them (SB-5)", async () => {
    const admin = await loggedIn(sandbox, 'admin');
    const created = await admin.post('/api/users', {
      username: 'resetowany',
      plainPassword: 'Pierwsze#Haslo2026',
      roles: ['editor'],
    });
    expect(created.status).toBe(201);
    const user = new Client(sandbox.url);
    expect((await user.login('resetowany', 'Pierwsze#Haslo2026')).status).toBe(200);
    const edited = await admin.put(`/api/users/${created.body.id}`, {
      username: 'resetowany',
      roles: ['editor', 'comment_all'],
    });
    expect(edited.status).toBe(200);
    expect((await user.post('/api/token/refresh')).status).toBe(200);

    const reset = await admin.patch(`/api/users/${created.body.id}`, { plainPassword: 'Drugie#Haslo2026' });
    expect(reset.status).toBe(200);
    expect(reset.body.forcePasswordChange).toBe(true);
    expect((await user.post('/api/token/refresh')).body).toEqual({
      code: 401,
      message: 'Invalid JWT Refresh Token',
    });
  });
});

describe('expiry', () => {
  test('an expired token answers Expired JWT Token, and a refresh gives a working one', async () => {
    const expiring = await startSandbox({ seed: 'demo', accessTtl: 0 });
    try {
      const client = await loggedIn(expiring, 'redaktor');
      const expired = await client.get('/api/articles');
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ code: 401, message: JWT_MESSAGES.expired });
      const refreshed = await client.post('/api/token/refresh');
      expect(refreshed.status).toBe(200);
      const { token } = refreshResponseSchema.parse(refreshed.body);
      expect((await client.get('/api/articles', { token })).body).toEqual({
        code: 401,
        message: JWT_MESSAGES.expired,
      });
    } finally {
      await expiring.close();
    }
  });

  test('a token works until its --access-ttl has passed; a refresh token until its 30 days', async () => {
    const clock = testClock();
    const short = await startSandbox({ seed: 'demo', accessTtl: 2, now: clock.now });
    try {
      const client = await loggedIn(short, 'redaktor');
      expect((await client.get('/api/articles')).status).toBe(200);
      // exp has second precision: a second on, the 2 s token is valid whatever the millisecond of issue.
      clock.advance(1000);
      expect((await client.get('/api/articles')).status).toBe(200);
      clock.advance(1500);
      expect((await client.get('/api/articles')).body).toEqual({ code: 401, message: JWT_MESSAGES.expired });

      // The refresh cookie lives 30 days (SB-6): one day short of that it still works, past it not.
      clock.advance(29 * 86_400_000);
      expect((await client.post('/api/token/refresh')).status).toBe(200);
      clock.advance(30 * 86_400_000 + 1000);
      const late = await client.post('/api/token/refresh');
      expect(late.status).toBe(401);
      expect(late.body).toEqual({ code: 401, message: REFRESH_MESSAGES.invalid });
    } finally {
      await short.close();
    }
  });
});

describe('refresh and invalidate (D21)', () => {
  test('refresh rotates the cookie and answers {token, data}', async () => {
    const client = await loggedIn(sandbox, 'prasa');
    const first = client.cookies.get('refresh_token')?.value;
    const response = await client.post('/api/token/refresh');
    expect(response.status).toBe(200);
    expect(refreshResponseSchema.parse(response.body).data).toEqual({
      username: 'prasa',
      forcePasswordChange: false,
      roles: ['prs_all', 'press_editor'],
    });
    const second = client.cookies.get('refresh_token')?.value;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await client.get('/api/news', { token: response.body.token })).status).toBe(200);
  });

  test('a rotated token is refused, and its replay revokes the whole family', async () => {
    const client = await loggedIn(sandbox, 'prasa');
    const stolen = client.cookies.get('refresh_token')?.value ?? '';
    expect((await client.post('/api/token/refresh')).status).toBe(200);
    const thief = new Client(sandbox.url);
    thief.cookies.set('refresh_token', { value: stolen, path: '/api/token' });
    const replay = await thief.post('/api/token/refresh');
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe(401);
    // The legitimate session's newer token is revoked with the family.
    expect((await client.post('/api/token/refresh')).status).toBe(401);
  });

  test('refresh without a cookie or with an unknown one is a 401', async () => {
    const client = new Client(sandbox.url);
    expect((await client.post('/api/token/refresh')).status).toBe(401);
    client.cookies.set('refresh_token', { value: 'nieznany', path: '/api/token' });
    expect((await client.post('/api/token/refresh')).status).toBe(401);
  });

  test('refresh ignores a body and any content type', async () => {
    const client = await loggedIn(sandbox, 'telefony');
    const response = await client.request('POST', '/api/token/refresh', {
      raw: '',
      contentType: 'application/json',
    });
    expect(response.status).toBe(200);
  });

  test('invalidate revokes the refresh token and clears the cookie', async () => {
    const client = await loggedIn(sandbox, 'komentarze');
    const token = client.cookies.get('refresh_token')?.value ?? '';
    const response = await client.post('/api/token/invalidate');
    expect(response.status).toBe(200);
    expect(client.cookies.has('refresh_token')).toBe(false);
    client.cookies.set('refresh_token', { value: token, path: '/api/token' });
    expect((await client.post('/api/token/refresh')).status).toBe(401);
  });
});

describe('forcePasswordChange', () => {
  test('confines the user to refresh, invalidate and the password change', async () => {
    const isolated = await start();
    try {
      const client = await loggedIn(isolated, 'nowy');
      expect(client.token).toBeTruthy();
      for (const path of ['/api/articles', '/api/players', '/api/authors']) {
        const response = await client.get(path);
        expect(response.status).toBe(403);
        expect(response.body['hydra:description']).toBeTruthy();
      }
      expect((await client.post('/api/token/refresh')).status).toBe(200);

      const weak = await client.patch('/api/users/change_password', { password: 'krotkie' });
      expect(weak.status).toBe(422);
      expect(weak.body.violations).toEqual([
        { propertyPath: 'password', message: sessionMessages.strongPassword, code: null },
      ]);
      for (const password of ['bezduzychliter1!', 'BezCyfrowHasla!', 'BezZnakuSpec1al', 'Kr0tk!e']) {
        expect((await client.patch('/api/users/change_password', { password })).status).toBe(422);
      }
      // The password an admin handed out must not stay valid.
      const same = await client.patch('/api/users/change_password', { password: DEMO_PASSWORD });
      expect(same.status).toBe(422);
      expect(same.body.violations).toEqual([
        { propertyPath: 'password', message: passwordChangeMessages.samePassword, code: null },
      ]);
      expect((await client.get('/api/articles')).status).toBe(403);
      const changed = await client.patch('/api/users/change_password', { password: 'NoweHaslo#2027' });
      expect(changed.status).toBe(200);
      expect((await client.get('/api/articles')).status).toBe(200);

      const again = new Client(isolated.url);
      const login = await again.login('nowy', 'NoweHaslo#2027');
      expect(login.body.forcePasswordChange).toBe(false);
      expect((await new Client(isolated.url).login('nowy', DEMO_PASSWORD)).status).toBe(401);
    } finally {
      await isolated.close();
    }
  });

  test('the password change needs a logged-in user and merge-patch JSON', async () => {
    const anonymous = new Client(sandbox.url);
    expect((await anonymous.patch('/api/users/change_password', { password: 'NoweHaslo#2027' })).status).toBe(
      401,
    );
    const client = await loggedIn(sandbox, 'telefony');
    const wrongType = await client.patch(
      '/api/users/change_password',
      { password: 'NoweHaslo#2027' },
      {
        contentType: 'application/json',
      },
    );
    expect(wrongType.status).toBe(415);
  });
});
