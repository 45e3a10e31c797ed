/**
 * The session when the server fails (D28, D29, D30): a login answered with a 5xx or an HTML
 * page says the server is unavailable, not that the password is wrong; a start-up refresh that meets a
 * 503 keeps the user where they were and gets the session back on retry; a logout whose invalidate call
 * fails still ends the session in every tab until the server confirms it. And the first seconds after a
 * login are clean for axe, the live announcer included.
 */
import { describe, expect, it } from 'vitest';
import {
  atHome,
  expectNoAxeViolations,
  heading,
  loginThroughForm,
  ownContext,
  pathOf,
  signedIn,
  submitLogin,
  testPanel,
  visible,
} from './harness';

const panel = testPanel();

const UNAVAILABLE = 'Serwer jest chwilowo niedostępny. Spróbuj ponownie.';

describe('a login the server cannot answer (D28)', () => {
  const answers = [
    { what: 'a 503', status: 503, contentType: 'application/json', body: '{"title":"Service Unavailable"}' },
    { what: 'a 500', status: 500, contentType: 'text/plain', body: 'Internal Server Error' },
    { what: 'an HTML page', status: 200, contentType: 'text/html', body: '<html><body>Proxy</body></html>' },
  ];
  for (const answer of answers) {
    it(`says '${UNAVAILABLE}' for ${answer.what}, and 'Błędny login lub hasło.' still for a wrong password`, async () => {
      const { page } = await panel.open({ path: '/login' });
      await visible(heading(page, 'Zaloguj się'));
      await page.route('**/api/token/auth', (route) =>
        route.fulfill({ status: answer.status, contentType: answer.contentType, body: answer.body }),
      );
      await submitLogin(page, 'admin');
      await visible(page.getByRole('alert').filter({ hasText: UNAVAILABLE }));
      expect(await page.getByText('Błędny login lub hasło.').count()).toBe(0);
      expect(await page.getByLabel('Nazwa użytkownika').inputValue()).toBe('admin');

      await page.unroute('**/api/token/auth');
      await submitLogin(page, 'admin', 'wrong-password');
      await visible(page.getByRole('alert').filter({ hasText: 'Błędny login lub hasło.' }));
    });
  }
});

describe('a start-up refresh that meets a passing 503 (D29)', () => {
  it("keeps the address, says 'Brak połączenia z serwerem.' with 'Spróbuj ponownie', retries by itself and gets the session back", async () => {
    const { page } = await panel.open({ as: 'admin', path: '/categories?searchQuery=a' });
    await visible(heading(page, 'Kategorie'));
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/token/refresh')) refreshes.push(response.status());
    });
    await page.route('**/api/token/refresh', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"title":"Service Unavailable"}',
      }),
    );
    await page.reload();
    await visible(page.getByRole('alert').filter({ hasText: 'Brak połączenia z serwerem.' }));
    const retry = page.getByRole('button', { name: 'Spróbuj ponownie' });
    await visible(retry);
    // Not logged out: no Login, and the address is where the user was.
    expect(await heading(page, 'Zaloguj się').count()).toBe(0);
    expect(pathOf(page)).toBe('/categories?searchQuery=a');
    await expectNoAxeViolations(page, 'start-up without a server');
    // It tries again by itself (backoff), still without logging out.
    await expect.poll(() => refreshes.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(pathOf(page)).toBe('/categories?searchQuery=a');

    // The server is back: 'Spróbuj ponownie' restores the same session, on the same address.
    await page.unroute('**/api/token/refresh');
    await retry.click();
    await signedIn(page);
    await visible(heading(page, 'Kategorie'));
    expect(pathOf(page)).toBe('/categories?searchQuery=a');
  });

  it('still ends the session when the server refuses the refresh (a 401)', async () => {
    const { page, context } = await panel.open({ as: 'admin' });
    await context.clearCookies();
    await page.reload();
    await visible(heading(page, 'Zaloguj się'));
  });
});

describe('a logout whose invalidate call fails (D30)', () => {
  it('ends the session in this browser at once, restores it in no tab, and repeats the call until the server confirms', async () => {
    const first = await panel.open({ as: 'admin' });
    const { context } = first;
    const second = await panel.open({ path: '/groups' }, context);
    await visible(heading(second.page, 'Grupy'));
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'refresh_token');
    if (!cookie) throw new Error('no refresh cookie');

    // The server is down for the logout.
    const invalidations: number[] = [];
    ownContext(context);
    context.on('response', (response) => {
      if (response.url().endsWith('/api/token/invalidate')) invalidations.push(response.status());
    });
    await context.route('**/api/token/invalidate', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"title":"Service Unavailable"}',
      }),
    );
    await first.page.getByRole('button', { name: 'Wyloguj' }).click();
    await visible(heading(first.page, 'Zaloguj się'));
    await visible(heading(second.page, 'Zaloguj się'));

    // The refresh cookie is still valid on the server, yet a new tab and a reload stay logged out.
    const third = await panel.open({ path: '/categories' }, context);
    await visible(heading(third.page, 'Zaloguj się'));
    expect(pathOf(third.page)).toBe('/login');
    await second.page.reload();
    await visible(heading(second.page, 'Zaloguj się'));
    expect(await first.page.getByRole('button', { name: 'Wyloguj' }).count()).toBe(0);

    // The server is back: the call is repeated by itself until it is confirmed, and the cookie is dead.
    await context.unroute('**/api/token/invalidate');
    // Every answer so far, in order: a failure shows what the server said instead of a confirmation.
    await expect.poll(() => invalidations.join(' '), { timeout: 30_000 }).toMatch(/\b200\b/);
    await expect
      .poll(() => first.page.evaluate(() => Object.keys(localStorage).length), { timeout: 10_000 })
      .toBe(0);
    const refresh = await fetch(`${panel.api}/api/token/refresh`, {
      method: 'POST',
      headers: { cookie: `refresh_token=${cookie.value}` },
    });
    expect(refresh.status).toBe(401);

    // And a login works as before.
    await loginThroughForm(panel, third.page, 'admin');
    await atHome(third.page);
  });
});

describe('the first seconds after a login', () => {
  it('have no axe violations, react-aria’s live announcer included (role-img-alt)', async () => {
    const { page } = await panel.open({ path: '/login' });
    await visible(heading(page, 'Zaloguj się'));
    await submitLogin(page, 'admin');
    await atHome(page);
    const started = Date.now();
    let checks = 0;
    while (Date.now() - started < 5000 || checks < 3) {
      await expectNoAxeViolations(page, `home, ${Date.now() - started} ms after the login`, {
        withAnnouncer: true,
      });
      checks += 1;
    }
  });
});
