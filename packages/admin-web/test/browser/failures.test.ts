/**
 * When the API fails (01 §1, §8): the spinner stops and lists stay empty with no message, an edit screen
 * whose record does not load goes back to its list, requests in flight are cancelled on leaving a screen,
 * a screen whose code does not load says so (WEB-18), and never a blank page or an uncaught error.
 */
import { describe, expect, it } from 'vitest';
import {
  atHome,
  expectNoAxeViolations,
  heading,
  loaded,
  pathOf,
  suiteTab,
  tableRows,
  testPanel,
  visible,
} from './harness';

const failing = testPanel({ failRate: 1 });
const panel = testPanel();
const admin = suiteTab(panel, 'admin');

describe('an API that answers every call with 503 (sandbox fail rate 1)', () => {
  it("says 'Brak połączenia z serwerem.' with 'Spróbuj ponownie' at start-up, on the same address (D29)", async () => {
    // The refresh cookie is httpOnly: the panel cannot tell 'no session' from 'session not restored yet'.
    const { page } = await failing.open({ path: '/categories' });
    await visible(page.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await page.getByRole('alert').textContent()).toContain('Brak połączenia z serwerem.');
    expect(pathOf(page)).toBe('/categories');
    await expectNoAxeViolations(page, 'start-up with a failing server');
  });
});

describe('list and record loads that fail in the browser', () => {
  const lists = [
    { path: '/categories', api: '**/api/categories?**', heading: 'Kategorie', table: 'Lista kategorii' },
    { path: '/groups', api: '**/api/groups?**', heading: 'Grupy', table: 'Lista grup' },
    { path: '/comments', api: '**/api/comments?**', heading: 'Komentarze', table: 'Lista komentarzy' },
    { path: '/logs', api: '**/api/logs**', heading: 'Historia logowań', table: 'Historia logowań' },
  ];

  for (const list of lists) {
    it(`${list.path}: the spinner stops and the list stays empty, with no message`, async () => {
      const { page } = admin;
      await page.route(list.api, (route) => route.abort());
      await panel.visit(page, list.path);
      await visible(heading(page, list.heading));
      expect(await (await tableRows(page, list.table)).count()).toBe(0);
      expect(await page.getByRole('main').getByRole('progressbar').count()).toBe(0);
      expect(await page.getByRole('alert').allTextContents()).toEqual(
        expect.not.arrayContaining([expect.stringMatching(/\S/)]),
      );
      await visible(page.getByRole('button', { name: 'Wyloguj' }));
      await page.unroute(list.api);
    });
  }

  it('an edit screen whose record does not load goes back to its list', async () => {
    const { page } = admin;
    await page.route('**/api/groups/1', (route) => route.fulfill({ status: 500, body: '' }));
    await panel.visit(page, '/groups/edit/1');
    await expect.poll(() => pathOf(page)).toBe('/groups');
    await visible(heading(page, 'Grupy'));
    await page.unroute('**/api/groups/1');
  });

  it('the blocking lists that fail to load cannot be saved over', async () => {
    const { page } = admin;
    await page.route('**/api/black_lists', (route) => route.abort());
    await panel.visit(page, '/bans');
    await visible(heading(page, 'Blokowanie'));
    await loaded(page);
    const ips = page.getByRole('textbox', { name: 'Zablokowane adresy IP' });
    expect(await ips.isDisabled()).toBe(true);
    expect(
      await page.getByRole('region', { name: 'Zablokowane adresy IP' }).getByRole('button').count(),
    ).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Zablokowane domeny email' }).isDisabled()).toBe(false);
    await page.unroute('**/api/black_lists');
  });

  it('cancels the requests in flight when the user leaves the screen', async () => {
    const { page } = admin;
    await panel.visit(page, '/');
    await atHome(page);
    // The list's answer is held back, so the request is still in flight when the user moves on.
    await page.route('**/api/comments?**', () => undefined);
    const cancelled = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/api/comments'),
    );
    const sent = page.waitForRequest((request) => request.url().includes('/api/comments'));
    await page.getByRole('link', { name: 'Komentarze' }).click();
    await sent;
    await page.getByRole('link', { name: 'Grupy', exact: true }).click();
    const failure = await cancelled;
    expect(failure.failure()?.errorText).toMatch(/ABORTED|cancel/i);
    await visible(heading(page, 'Grupy'));
    await page.unroute('**/api/comments?**');
  });
});

describe('a screen whose code cannot be loaded (WEB-18)', () => {
  it("says 'Nie udało się wyświetlić tego ekranu.' with 'Odśwież stronę', and the menu still works", async () => {
    const { page } = await panel.open({ as: 'admin' });
    // A deployment replaced the chunks: the cache screen's code is gone.
    await page.route(/\/assets\/CacheScreen-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.getByRole('link', { name: 'Cache' }).click();
    await visible(page.getByText('Nie udało się wyświetlić tego ekranu.'));
    await visible(page.getByRole('button', { name: 'Odśwież stronę' }));
    await expectNoAxeViolations(page, 'a screen that failed');
    await page.getByRole('link', { name: 'Grupy', exact: true }).click();
    await visible(heading(page, 'Grupy'));
    await page.unroute(/\/assets\/CacheScreen-[^/]+\.js$/);
    await page.getByRole('link', { name: 'Cache' }).click();
    await visible(page.getByText('Nie udało się wyświetlić tego ekranu.'));
    await page.getByRole('button', { name: 'Odśwież stronę' }).click();
    await visible(heading(page, 'Zarządzanie cache'));
    expect(pathOf(page)).toBe('/cache');
  });
});
