/**
 * Session in a real browser (01 §2, §4, §7, §8; D21, D22): login texts, restore after a reload, a token
 * expiring mid-session refreshed unnoticed, logout in one tab ending the other's session, the token never
 * in storage, forcePasswordChange confinement and the password change, unknown paths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  expectNoAxeViolations,
  expectNoPageErrors,
  gone,
  login,
  openPage,
  type Panel,
  pathOf,
  startPanel,
  tableRows,
  visible,
  visit,
} from './harness';

let panel: Panel;
beforeAll(async () => {
  panel = await startPanel();
});
afterAll(async () => {
  await panel?.close();
});

describe('login', () => {
  it("shows 'Pomyślnie zalogowano.' and Home after a good login, with the token nowhere in storage", async () => {
    const { page, errors } = await openPage(panel);
    await visit(panel, page, '/login');
    await visible(page.getByRole('heading', { name: 'Zaloguj się' }));
    await expectNoAxeViolations(page, 'login');
    await page.getByLabel('Nazwa użytkownika').fill('admin');
    await page.getByLabel('Hasło', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj' }).click();
    await visible(page.getByText('Pomyślnie zalogowano.'));
    await visible(page.getByRole('heading', { name: 'Witaj na nowej stronie panelu zarządzania treścią!' }));
    expect(pathOf(page)).toBe('/');
    await expectNoAxeViolations(page, 'home');

    const storage = await page.evaluate(() => ({
      local: Object.keys(localStorage).length,
      session: Object.keys(sessionStorage).length,
      cookies: document.cookie,
    }));
    expect(storage).toEqual({ local: 0, session: 0, cookies: '' });

    // The notice belongs to the login: another screen, and it is gone.
    await page.getByRole('link', { name: 'Kategorie' }).click();
    await visible(page.getByRole('heading', { name: 'Kategorie' }));
    expect(await page.getByText('Pomyślnie zalogowano.').count()).toBe(0);
    expectNoPageErrors(errors);
    await page.context().close();
  });

  it("shows 'Błędny login lub hasło.' after a bad password, keeps what was typed, and turns the button to 'Błąd'", async () => {
    const { page, errors } = await openPage(panel);
    await visit(panel, page, '/login');
    await page.getByLabel('Nazwa użytkownika').fill('admin');
    await page.getByLabel('Hasło', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Zaloguj' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Błędny login lub hasło.' }));
    await visible(page.getByRole('button', { name: 'Błąd' }));
    expect(await page.getByLabel('Nazwa użytkownika').inputValue()).toBe('admin');
    expect(pathOf(page)).toBe('/login');
    await expectNoAxeViolations(page, 'login failure');
    expectNoPageErrors(errors);
    await page.context().close();
  });

  it("says 'Brak połączenia z serwerem.' when the API cannot be reached (D22)", async () => {
    const { page, errors } = await openPage(panel);
    await visit(panel, page, '/login');
    await page.route('**/api/token/auth', (route) => route.abort());
    await page.getByLabel('Nazwa użytkownika').fill('admin');
    await page.getByLabel('Hasło', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Brak połączenia z serwerem.' }));
    expectNoPageErrors(errors);
    await page.context().close();
  });

  it('sends every unknown path to Login while logged out, and to Home once logged in', async () => {
    const { page, errors } = await openPage(panel);
    await visit(panel, page, '/categories/edit/3');
    await visible(page.getByRole('heading', { name: 'Zaloguj się' }));
    expect(pathOf(page)).toBe('/login');
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Zaloguj się']);
    expect(await page.getByRole('button', { name: 'Wyloguj' }).count()).toBe(0);

    await login(panel, page, 'komentarze');
    await visit(panel, page, '/no/such/screen');
    await visible(page.getByRole('heading', { name: 'Witaj na nowej stronie panelu zarządzania treścią!' }));
    expect(pathOf(page)).toBe('/');
    // A route the user's roles do not open is not mounted either.
    await visit(panel, page, '/categories');
    await visible(page.getByRole('heading', { name: 'Witaj na nowej stronie panelu zarządzania treścią!' }));
    // Login is disabled for a logged-in user.
    await visit(panel, page, '/login');
    await visible(page.getByRole('heading', { name: 'Witaj na nowej stronie panelu zarządzania treścią!' }));
    expectNoPageErrors(errors);
    await page.context().close();
  });
});

describe('the session across reloads and tabs', () => {
  it('is restored after a reload, on the same address, behind a spinner', async () => {
    const { page, errors } = await openPage(panel);
    await login(panel, page, 'admin');
    await visit(panel, page, '/categories?page=2');
    await visible(page.getByRole('heading', { name: 'Kategorie' }));
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Kategorie' }));
    await visible(page.getByRole('button', { name: 'Wyloguj' }));
    expect(pathOf(page)).toBe('/categories?page=2');
    expectNoPageErrors(errors);
    await page.context().close();
  });

  it("logging out in one tab ends the other tab's session", async () => {
    const first = await openPage(panel);
    await login(panel, first.page, 'admin');
    const second = await openPage(panel, first.context);
    await visit(panel, second.page, '/groups');
    await visible(second.page.getByRole('heading', { name: 'Grupy' }));

    await first.page.getByRole('button', { name: 'Wyloguj' }).click();
    await visible(first.page.getByRole('heading', { name: 'Zaloguj się' }));
    expect(pathOf(first.page)).toBe('/login');
    await visible(second.page.getByRole('heading', { name: 'Zaloguj się' }));
    expect(pathOf(second.page)).toBe('/login');
    // The refresh cookie is gone too: a reload stays logged out.
    await second.page.reload();
    await visible(second.page.getByRole('heading', { name: 'Zaloguj się' }));
    expectNoPageErrors([...first.errors, ...second.errors]);
    await first.context.close();
  });

  it('a login in one tab logs in the other tab of the browser', async () => {
    const first = await openPage(panel);
    await visit(panel, first.page, '/login');
    const second = await openPage(panel, first.context);
    await visit(panel, second.page, '/login');
    await visible(second.page.getByRole('heading', { name: 'Zaloguj się' }));
    await login(panel, first.page, 'admin');
    await visible(second.page.getByRole('button', { name: 'Wyloguj' }));
    expectNoPageErrors([...first.errors, ...second.errors]);
    await first.context.close();
  });
});

describe('a token that expires mid-session (access TTL 5 s)', () => {
  let shortLived: Panel;
  beforeAll(async () => {
    shortLived = await startPanel({ accessTtl: 5 });
  });
  afterAll(async () => {
    await shortLived?.close();
  });

  it('is refreshed without the user noticing', async () => {
    const { page, context, errors } = await openPage(shortLived);
    // The access tokens the tab receives, to know when its token has expired (the server decides).
    let expiresAt = 0;
    let counting = false;
    const refreshes: number[] = [];
    context.on('response', async (response) => {
      const url = response.url();
      if (!url.endsWith('/api/token/auth') && !url.endsWith('/api/token/refresh')) return;
      if (counting) refreshes.push(response.status());
      if (!response.ok()) return;
      const { token } = (await response.json()) as { token: string };
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        exp: number;
      };
      expiresAt = claims.exp * 1000;
    });
    await login(shortLived, page, 'admin');
    await page.getByRole('link', { name: 'Grupy' }).click();
    expect(await (await tableRows(page, 'Lista grup')).count()).toBeGreaterThan(0);

    const expired = expiresAt + 1000;
    await expect.poll(() => Date.now() > expired, { timeout: 15_000, interval: 250 }).toBe(true);
    counting = true;
    await page.getByRole('link', { name: 'Kategorie' }).click();
    await visible(page.getByRole('heading', { name: 'Kategorie' }));
    expect(await (await tableRows(page, 'Lista kategorii')).count()).toBeGreaterThan(0);
    expect(refreshes).toEqual([200]);
    expect(await page.getByRole('button', { name: 'Wyloguj' }).count()).toBe(1);
    expectNoPageErrors(errors);
    await context.close();
  });

  it('ends the session when the server refuses the refresh, and shows Login', async () => {
    const { page, context, errors } = await openPage(shortLived);
    let expiresAt = 0;
    context.on('response', async (response) => {
      if (!response.url().endsWith('/api/token/auth') || !response.ok()) return;
      const { token } = (await response.json()) as { token: string };
      expiresAt = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).exp * 1000;
    });
    await login(shortLived, page, 'admin');
    // The refresh cookie is gone (revoked, expired, another device logged out): the refresh will fail.
    await context.clearCookies();
    const expired = expiresAt + 1000;
    await expect.poll(() => Date.now() > expired, { interval: 250 }).toBe(true);
    await page.getByRole('link', { name: 'Kategorie' }).click();
    await visible(page.getByRole('heading', { name: 'Zaloguj się' }));
    expect(pathOf(page)).toBe('/login');
    expectNoPageErrors(errors);
    await context.close();
  });
});

describe('two tabs refreshing at the same moment', () => {
  let slow: Panel;
  beforeAll(async () => {
    // Every API call takes 300 ms, so the two tabs' start-up refreshes would overlap and send the same
    // refresh cookie (whose reuse the server punishes by revoking the session); the Web Lock around the
    // refresh makes the second wait for the first.
    slow = await startPanel({ latency: 300 });
  });
  afterAll(async () => {
    await slow?.close();
  });

  it('never refresh at once: both stay logged in after reloading together', async () => {
    const first = await openPage(slow);
    await login(slow, first.page, 'admin');
    const second = await openPage(slow, first.context);
    await visit(slow, second.page, '/groups');
    await visible(second.page.getByRole('heading', { name: 'Grupy' }));

    const refreshes: number[] = [];
    first.context.on('response', (response) => {
      if (response.url().endsWith('/api/token/refresh')) refreshes.push(response.status());
    });
    await Promise.all([first.page.reload(), second.page.reload()]);
    for (const { page } of [first, second]) await visible(page.getByRole('button', { name: 'Wyloguj' }));
    await visible(second.page.getByRole('heading', { name: 'Grupy' }));
    expect(refreshes).toEqual([200, 200]);
    expectNoPageErrors([...first.errors, ...second.errors]);
    await first.context.close();
  });
});

describe('forcePasswordChange (01 §2, §4)', () => {
  it('confines the user to the password change, whose server rule shows under the field, then logs out after success', async () => {
    const { page, errors } = await openPage(panel);
    await login(panel, page, 'nowy');
    await visible(page.getByRole('heading', { name: 'Zmień swoje hasło' }));
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    expect(await menu.getByRole('link').count()).toBe(0);
    await visit(panel, page, '/cache');
    await visible(page.getByRole('heading', { name: 'Zmień swoje hasło' }));
    await visible(
      page.getByText(
        'Hasło musi składać się z co najmniej 12 znaków, w tym dużej litery, cyfry oraz znaku specjalnego.',
      ),
    );
    const field = page.getByLabel('Nowe hasło');
    expect(await field.getAttribute('placeholder')).toBe('Hasło');
    await expectNoAxeViolations(page, 'password change');

    // The client only requires a value.
    await page.getByRole('button', { name: 'Zmień', exact: true }).click();
    await visible(page.getByText('Pole Wymagane'));
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);

    // The server's rule (D13: its 422 message under the field, the button 'Błąd').
    await field.fill('krotkie');
    await page.getByRole('button', { name: 'Zmień', exact: true }).click();
    await visible(page.getByRole('button', { name: 'Błąd' }));
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);

    const password = 'Nowe-Haslo-2026!';
    await field.fill(password);
    await page.getByRole('button', { name: 'Błąd' }).click();
    await visible(page.getByRole('button', { name: 'Zmieniono' }));
    // About 2 s later: logged out, on Login.
    await visible(page.getByRole('heading', { name: 'Zaloguj się' }), 10_000);
    expect(pathOf(page)).toBe('/login');

    await login(panel, page, 'nowy', password);
    await visible(page.getByRole('heading', { name: 'Witaj na nowej stronie panelu zarządzania treścią!' }));
    expect(await menu.getByRole('link').count()).toBeGreaterThan(0);
    expectNoPageErrors(errors);
    await page.context().close();
  });

  it("offers 'Zmień hasło' in the user box to every user", async () => {
    const { page, errors } = await openPage(panel);
    await login(panel, page, 'telefony');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await visible(page.getByRole('heading', { name: 'Zmień swoje hasło' }));
    expect(pathOf(page)).toBe('/password_change');
    await gone(page.getByText('Pomyślnie zalogowano.'));
    expectNoPageErrors(errors);
    await page.context().close();
  });
});
