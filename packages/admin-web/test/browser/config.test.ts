/**
 * Runtime configuration (D2, D3, D9): the same build under another admin prefix, read from config.json at
 * start (here the sandbox serves it), deep links included; and the API's base URL taken from the file.
 */
import { describe, expect, it } from 'vitest';
import {
  HOME_GREETING,
  heading,
  loginThroughForm,
  pathOf,
  signedIn,
  submitLogin,
  tableRows,
  testPanel,
  visible,
} from './harness';

const PREFIX = '/redakcja/panel';
const panel = testPanel({ adminPrefix: PREFIX });
const standard = testPanel();

describe('another admin prefix, from the runtime configuration', () => {
  it('serves deep links, logs in and routes under it', async () => {
    const config = await (await fetch(`${panel.api}${PREFIX}/config.json`)).json();
    expect(config).toMatchObject({ adminPrefix: PREFIX, productName: 'WM' });

    const { page } = await panel.open({ path: '/categories/edit/3' });
    await visible(heading(page, 'Zaloguj się'));
    expect(new URL(page.url()).pathname).toBe(`${PREFIX}/login`);
    await submitLogin(page, 'admin');
    await visible(heading(page, HOME_GREETING));
    expect(new URL(page.url()).pathname).toBe(`${PREFIX}/`);

    const categories = page
      .getByRole('navigation', { name: 'Menu główne' })
      .getByRole('link', { name: 'Kategorie' });
    expect(await categories.getAttribute('href')).toBe(`${PREFIX}/categories`);
    await categories.click();
    await visible(heading(page, 'Kategorie'));
    await panel.visit(page, '/groups/edit/1');
    await visible(heading(page, 'Edycja grupy'));
    expect(pathOf(page, PREFIX)).toBe('/groups/edit/1');
  });
});

describe('the API base URL, from the runtime configuration (D3)', () => {
  it('sends every call to the configured API', async () => {
    const { page } = await standard.open();
    // The deployment's config.json names an API elsewhere (here a path the test forwards to the sandbox).
    const elsewhere = `${standard.api}/elsewhere`;
    await page.route('**/wirtualny_admin/config.json', (route) =>
      route.fulfill({ json: { apiBaseUrl: elsewhere } }),
    );
    await page.route('**/elsewhere/**', async (route) => {
      const response = await route.fetch({ url: route.request().url().replace('/elsewhere', '') });
      await route.fulfill({ response });
    });
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.includes('/api/')) calls.push(url.slice(standard.api.length));
    });
    await loginThroughForm(standard, page, 'admin');
    await signedIn(page);
    await page.getByRole('link', { name: 'Grupy', exact: true }).click();
    expect(await (await tableRows(page, 'Lista grup')).count()).toBeGreaterThan(0);
    expect(calls).toEqual(expect.arrayContaining(['/elsewhere/api/token/auth']));
    expect(calls.some((url) => url.startsWith('/elsewhere/api/groups'))).toBe(true);
    expect(calls.filter((url) => !url.startsWith('/elsewhere/'))).toEqual([]);
  });
});
