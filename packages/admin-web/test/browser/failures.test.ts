/**
 * When the API fails (01 §1, §8): the spinner stops and lists stay empty with no message, an edit screen
 * whose record does not load goes back to its list, requests in flight are cancelled on leaving a screen,
 * and never a blank page or an uncaught error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoPageErrors,
  loaded,
  login,
  openPage,
  type Panel,
  pathOf,
  startPanel,
  type TestPage,
  tableRows,
  visible,
  visit,
} from './harness';

describe('an API that answers every call with 503 (sandbox fail rate 1)', () => {
  let failing: Panel;
  beforeAll(async () => {
    failing = await startPanel({ failRate: 1 });
  });
  afterAll(async () => {
    await failing?.close();
  });

  it('still shows the login screen, and a failed login says so', async () => {
    const { page, context, errors } = await openPage(failing);
    await visit(failing, page, '/categories');
    await visible(page.getByRole('heading', { name: 'Zaloguj się' }));
    await page.getByLabel('Nazwa użytkownika').fill('admin');
    await page.getByLabel('Hasło', { exact: true }).fill('Redakcja!2026');
    await page.getByRole('button', { name: 'Zaloguj' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Błędny login lub hasło.' }));
    expectNoPageErrors(errors);
    await context.close();
  });
});

describe('list and record loads that fail in the browser', () => {
  let panel: Panel;
  let admin: TestPage;
  beforeAll(async () => {
    panel = await startPanel();
    admin = await openPage(panel);
    await login(panel, admin.page, 'admin');
  });
  afterAll(async () => {
    await panel?.close();
  });

  const lists = [
    { path: '/categories', api: '**/api/categories?**', heading: 'Kategorie', table: 'Lista kategorii' },
    { path: '/groups', api: '**/api/groups?**', heading: 'Grupy', table: 'Lista grup' },
    { path: '/comments', api: '**/api/comments?**', heading: 'Komentarze', table: 'Lista komentarzy' },
    { path: '/logs', api: '**/api/logs**', heading: 'Historia logowań', table: 'Historia logowań' },
  ];

  for (const list of lists) {
    it(`${list.path}: the spinner stops and the list stays empty, with no message`, async () => {
      const { page, errors } = admin;
      await page.route(list.api, (route) => route.abort());
      await visit(panel, page, list.path);
      await visible(page.getByRole('heading', { name: list.heading }));
      expect(await (await tableRows(page, list.table)).count()).toBe(0);
      expect(await page.getByRole('main').getByRole('progressbar').count()).toBe(0);
      expect(await page.getByRole('alert').allTextContents()).toEqual(
        expect.not.arrayContaining([expect.stringMatching(/\S/)]),
      );
      await visible(page.getByRole('button', { name: 'Wyloguj' }));
      await page.unroute(list.api);
      expectNoPageErrors(errors);
    });
  }

  it('an edit screen whose record does not load goes back to its list', async () => {
    const { page, errors } = admin;
    await page.route('**/api/groups/1', (route) => route.fulfill({ status: 500, body: '' }));
    await visit(panel, page, '/groups/edit/1');
    await expect.poll(() => pathOf(page)).toBe('/groups');
    await visible(page.getByRole('heading', { name: 'Grupy' }));
    await page.unroute('**/api/groups/1');
    expectNoPageErrors(errors);
  });

  it('the blocking lists that fail to load cannot be saved over', async () => {
    const { page, errors } = admin;
    await page.route('**/api/black_lists', (route) => route.abort());
    await visit(panel, page, '/bans');
    await visible(page.getByRole('heading', { name: 'Blokowanie' }));
    await loaded(page);
    const ips = page.getByRole('textbox', { name: 'Zablokowane adresy IP' });
    expect(await ips.isDisabled()).toBe(true);
    expect(
      await page.getByRole('region', { name: 'Zablokowane adresy IP' }).getByRole('button').count(),
    ).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Zablokowane domeny email' }).isDisabled()).toBe(false);
    await page.unroute('**/api/black_lists');
    expectNoPageErrors(errors);
  });

  it('cancels the requests in flight when the user leaves the screen', async () => {
    const { page, errors } = admin;
    await visit(panel, page, '/');
    await visible(page.getByRole('heading', { name: 'Witaj na nowej stronie panelu zarządzania treścią!' }));
    // The list's answer is held back, so the request is still in flight when the user moves on.
    await page.route('**/api/comments?**', () => undefined);
    const cancelled = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/api/comments'),
    );
    const sent = page.waitForRequest((request) => request.url().includes('/api/comments'));
    await page.getByRole('link', { name: 'Komentarze' }).click();
    await sent;
    await page.getByRole('link', { name: 'Grupy' }).click();
    const failure = await cancelled;
    expect(failure.failure()?.errorText).toMatch(/ABORTED|cancel/i);
    await visible(page.getByRole('heading', { name: 'Grupy' }));
    await page.unroute('**/api/comments?**');
    expectNoPageErrors(errors);
  });
});
