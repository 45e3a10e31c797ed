/**
 * Session in a real browser (01 §2, §4, §7, §8; D21, D22): login texts, restore after a reload behind a
 * spinner, a token expiring mid-session refreshed unnoticed, logout in one tab ending the other's
 * session, the token never in storage, forcePasswordChange confinement and the password change (logout
 * 2 s after success), unknown paths.
 */
import { sessionMessages } from '@redakcja/api-sdk';
import { describe, expect, it } from 'vitest';
import {
  atHome,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  gone,
  heading,
  holdRequests,
  isFocused,
  loginThroughForm,
  ownContext,
  pathOf,
  signedIn,
  stopClock,
  submitLogin,
  tableRows,
  testPanel,
  visible,
} from './harness';

const panel = testPanel();
// Every API call takes 300 ms, so two tabs' refreshes would overlap (see the Web Lock test below).
const slow = testPanel({ latency: 300 });

/** The sandbox's access tokens live 3600 s (D21); its clock moves past that instead of waiting. */
const ACCESS_TTL_MS = 3600 * 1000;

describe('login', () => {
  it("shows 'Pomyślnie zalogowano.' and Home after a good login, with the token nowhere in storage", async () => {
    const { page } = await panel.open({ path: '/login' });
    await visible(heading(page, 'Zaloguj się'));
    expect(await page.title()).toBe('Zaloguj się – Redakcja');
    await expectNoAxeViolations(page, 'login');
    const issued = page.waitForResponse('**/api/token/auth');
    await submitLogin(page, 'admin');
    const { token } = (await (await issued).json()) as { token: string };
    expect(token.length).toBeGreaterThan(20);
    await visible(page.getByText('Pomyślnie zalogowano.'));
    await atHome(page);
    expect(pathOf(page)).toBe('/');
    await expectNoAxeViolations(page, 'home');

    // The one thing stored is the palette's list of recent screens (Home), once the palette has come.
    await visible(page.getByRole('button', { name: /Przejdź do/ }));
    await page.waitForFunction(() => localStorage.getItem('redakcja.recent:admin') !== null);
    const storage = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      values: [...Object.values(localStorage), ...Object.values(sessionStorage)] as string[],
      session: Object.keys(sessionStorage).length,
      cookies: document.cookie,
    }));
    expect({ ...storage, values: undefined }).toEqual({
      local: ['redakcja.recent:admin'],
      values: undefined,
      session: 0,
      cookies: '',
    });
    expect(storage.values.filter((value) => value.includes(token))).toEqual([]);

    // The notice belongs to the login: another screen, and it is gone.
    await page.getByRole('link', { name: 'Kategorie' }).click();
    await visible(heading(page, 'Kategorie'));
    expect(await page.getByText('Pomyślnie zalogowano.').count()).toBe(0);
  });

  it("shows 'Błędny login lub hasło.' after a bad password, keeps what was typed, and turns the button to 'Błąd'", async () => {
    const { page } = await panel.open({ path: '/login' });
    // No required-field rules: an empty form is sent, and refused by the server.
    const sent = page.waitForRequest('**/api/token/auth');
    await page.getByRole('button', { name: 'Zaloguj' }).click();
    expect((await sent).postDataJSON()).toEqual({ username: '', password: '' });
    await visible(page.getByRole('alert').filter({ hasText: 'Błędny login lub hasło.' }));
    await visible(page.getByRole('button', { name: 'Błąd' }));

    const refused = page.waitForResponse('**/api/token/auth');
    await submitLogin(page, 'admin', 'wrong-password');
    expect((await refused).status()).toBe(401);
    await visible(page.getByRole('alert').filter({ hasText: 'Błędny login lub hasło.' }));
    expect(await page.getByLabel('Nazwa użytkownika').inputValue()).toBe('admin');
    expect(pathOf(page)).toBe('/login');
    await expectNoAxeViolations(page, 'login failure');
  });

  it("works from the keyboard alone: the menu's links, the fields and 'Zaloguj' in order, each with its focus ring, Enter on the button logs in", async () => {
    const { page } = await panel.open({ path: '/login' });
    await visible(heading(page, 'Zaloguj się'));
    /** The focused element's accessible name (its label for a field) and its outline. */
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const field = element as HTMLInputElement;
        const style = getComputedStyle(element);
        return {
          name: (field.labels?.[0]?.textContent ?? element.textContent ?? '').trim(),
          ring: `${style.outlineStyle} ${style.outlineWidth}`,
        };
      });
    const seen: { name: string; ring: string }[] = [];
    for (let step = 0; step < 5; step += 1) {
      await page.keyboard.press('Tab');
      const now = await focused();
      seen.push(now);
      if (now.name === 'Nazwa użytkownika') await page.keyboard.type('admin');
      if (now.name === 'Hasło') await page.keyboard.type(DEMO_PASSWORD);
    }
    // The logo, the menu's 'Zaloguj się', the two fields and the submit button, each with a visible ring.
    expect(seen.map(({ name }) => name)).toEqual([
      'Redakcja',
      'Zaloguj się',
      'Nazwa użytkownika',
      'Hasło',
      'Zaloguj',
    ]);
    // The links and the button (the fields draw their own focus border).
    const controls = seen.filter(({ name }) => name !== 'Nazwa użytkownika' && name !== 'Hasło');
    for (const { name, ring } of controls) expect(`${name}: ${ring}`).toBe(`${name}: solid 2px`);
    await page.keyboard.press('Enter');
    await visible(page.getByText('Pomyślnie zalogowano.'));
    await atHome(page);
  });

  it("says 'Brak połączenia z serwerem.' when the API cannot be reached (D22)", async () => {
    const { page } = await panel.open({ path: '/login' });
    await page.route('**/api/token/auth', (route) => route.abort());
    await submitLogin(page, 'admin');
    await visible(page.getByRole('alert').filter({ hasText: 'Brak połączenia z serwerem.' }));
  });

  it('sends every unknown path to Login while logged out, and to Home once logged in', async () => {
    const { page } = await panel.open({ path: '/categories/edit/3' });
    await visible(heading(page, 'Zaloguj się'));
    expect(pathOf(page)).toBe('/login');
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Zaloguj się']);
    expect(await page.getByRole('button', { name: 'Wyloguj' }).count()).toBe(0);

    await loginThroughForm(panel, page, 'komentarze');
    await panel.visit(page, '/no/such/screen');
    await atHome(page);
    expect(pathOf(page)).toBe('/');
    // A route the user's roles do not open is not mounted either.
    await panel.visit(page, '/categories');
    await atHome(page);
    // Login is disabled for a logged-in user.
    await panel.visit(page, '/login');
    await atHome(page);
  });
});

describe('the session across reloads and tabs', () => {
  it('is restored after a reload, on the same address, behind a spinner', async () => {
    const { page } = await panel.open({ as: 'admin', path: '/categories?searchQuery=a' });
    await visible(heading(page, 'Kategorie'));
    const refresh = await holdRequests(page, '**/api/token/refresh');
    await page.reload({ waitUntil: 'commit' });
    await refresh.sent;
    // Until the session is known: only the spinner, no menu and no screen.
    await visible(page.getByRole('progressbar'));
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('heading').count()).toBe(0);
    await refresh.release();
    await visible(heading(page, 'Kategorie'));
    await signedIn(page);
    expect(pathOf(page)).toBe('/categories?searchQuery=a');
  });

  it("logging out in one tab ends the other tab's session", async () => {
    const first = await panel.open({ as: 'admin' });
    const second = await panel.open({ path: '/groups' }, first.context);
    await visible(heading(second.page, 'Grupy'));

    await first.page.getByRole('button', { name: 'Wyloguj' }).click();
    await visible(heading(first.page, 'Zaloguj się'));
    expect(pathOf(first.page)).toBe('/login');
    await visible(heading(second.page, 'Zaloguj się'));
    expect(pathOf(second.page)).toBe('/login');
    // The refresh cookie is gone too: a reload stays logged out.
    await second.page.reload();
    await visible(heading(second.page, 'Zaloguj się'));
  });

  it('a login in one tab logs in the other tab of the browser', async () => {
    const first = await panel.open({ path: '/login' });
    const second = await panel.open({ path: '/login' }, first.context);
    await visible(heading(second.page, 'Zaloguj się'));
    await submitLogin(first.page, 'admin');
    await signedIn(first.page);
    await signedIn(second.page);
  });
});

describe('a token that expires mid-session', () => {
  it('is refreshed without the user noticing', async () => {
    const { page, context } = await panel.open({ as: 'admin' });
    await page.getByRole('link', { name: 'Grupy', exact: true }).click();
    expect(await (await tableRows(page, 'Lista grup')).count()).toBeGreaterThan(0);

    const refreshes: number[] = [];
    ownContext(context);
    context.on('response', (response) => {
      if (response.url().endsWith('/api/token/refresh')) refreshes.push(response.status());
    });
    panel.advanceClock(ACCESS_TTL_MS + 1000);
    await page.getByRole('link', { name: 'Kategorie' }).click();
    await visible(heading(page, 'Kategorie'));
    expect(await (await tableRows(page, 'Lista kategorii')).count()).toBeGreaterThan(0);
    expect(refreshes).toEqual([200]);
    await signedIn(page);
  });

  it('ends the session when the server refuses the refresh, and shows Login', async () => {
    const { page, context } = await panel.open({ as: 'admin' });
    // The refresh cookie is gone (revoked, expired, another device logged out): the refresh will fail.
    await context.clearCookies();
    panel.advanceClock(ACCESS_TTL_MS + 1000);
    await page.getByRole('link', { name: 'Kategorie' }).click();
    await visible(heading(page, 'Zaloguj się'));
    expect(pathOf(page)).toBe('/login');
  });
});

describe('two tabs refreshing at the same moment', () => {
  it('never refresh at once: both stay logged in after reloading together', async () => {
    // Without the Web Lock around the refresh, both tabs would send the same refresh cookie, whose reuse
    // the server punishes by revoking the session; with it, the second waits for the first.
    const first = await slow.open({ as: 'admin' });
    const second = await slow.open({ path: '/groups' }, first.context);
    await visible(heading(second.page, 'Grupy'));

    const refreshes: number[] = [];
    ownContext(first.context);
    first.context.on('response', (response) => {
      if (response.url().endsWith('/api/token/refresh')) refreshes.push(response.status());
    });
    await Promise.all([first.page.reload(), second.page.reload()]);
    for (const { page } of [first, second]) await signedIn(page);
    await visible(heading(second.page, 'Grupy'));
    expect(refreshes).toEqual([200, 200]);
  });
});

describe('forcePasswordChange (01 §2, §4)', () => {
  it('confines the user to the password change, whose server rules (strength, not the current password) show under the field, then logs out 2 s after success', async () => {
    const { page } = await panel.open({ as: 'nowy' });
    await visible(heading(page, 'Zmień swoje hasło'));
    expect(await page.title()).toBe('Zmiana hasła – Redakcja');
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    expect(await menu.getByRole('link').count()).toBe(0);
    await panel.visit(page, '/cache');
    await visible(heading(page, 'Zmień swoje hasło'));
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
    expect(await isFocused(field)).toBe(true);

    // The server's rule (D13: its 422 message under the field, the button 'Błąd').
    await field.fill('krotkie');
    await page.getByRole('button', { name: 'Zmień', exact: true }).click();
    await visible(page.getByRole('button', { name: 'Błąd' }));
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(field)).toBe(true);

    // The password the admin handed out must not stay valid: the server's message shows under the field.
    await field.fill(DEMO_PASSWORD);
    const refused = page.waitForResponse('**/api/users/change_password');
    await page.getByRole('button', { name: 'Błąd' }).click();
    expect((await refused).status()).toBe(422);
    await visible(page.getByText('Nowe hasło musi różnić się od obecnego.'));
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.inputValue()).toBe(DEMO_PASSWORD);
    await expectNoAxeViolations(page, 'password change refused');

    const password = 'Nowe-Haslo-2026!';
    await field.fill(password);
    const clock = await stopClock(page);
    await page.getByRole('button', { name: 'Błąd' }).click();
    await visible(page.getByRole('button', { name: 'Zmieniono' }));
    const logout = page.waitForRequest('**/api/token/invalidate');
    await clock.runFor(1999);
    expect(await heading(page, 'Zmień swoje hasło').count()).toBe(1);
    await clock.runFor(1);
    await logout;
    await clock.resume();
    await visible(heading(page, 'Zaloguj się'));
    expect(pathOf(page)).toBe('/login');
    // The login screen says why, and the focus waits on its first field.
    await visible(page.getByRole('status').getByText(sessionMessages.passwordChanged));
    await expect.poll(() => isFocused(page.getByLabel('Nazwa użytkownika'))).toBe(true);

    await submitLogin(page, 'nowy', password);
    await atHome(page);
    expect(await menu.getByRole('link').count()).toBeGreaterThan(0);
  });

  it("offers 'Zmień hasło' in the user box to every user", async () => {
    const { page } = await panel.open({ path: '/login' });
    await submitLogin(page, 'telefony', DEMO_PASSWORD);
    await visible(page.getByText('Pomyślnie zalogowano.'));
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await visible(heading(page, 'Zmień swoje hasło'));
    expect(pathOf(page)).toBe('/password_change');
    await gone(page.getByText('Pomyślnie zalogowano.'));
  });
});
