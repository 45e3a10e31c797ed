/**
 * Runtime configuration (D2, D3, D9): the same build under another admin prefix, read from config.json at
 * start (here the sandbox serves it), deep links included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, expectNoPageErrors, openPage, type Panel, startPanel, visible } from './harness';

const PREFIX = '/redakcja/panel';

describe('another admin prefix, from the runtime configuration', () => {
  let panel: Panel;
  beforeAll(async () => {
    panel = await startPanel({ adminPrefix: PREFIX });
  });
  afterAll(async () => {
    await panel?.close();
  });

  it('serves deep links, logs in and routes under it', async () => {
    const { page, context, errors } = await openPage(panel);
    const config = await (await fetch(`${panel.api}${PREFIX}/config.json`)).json();
    expect(config).toMatchObject({ adminPrefix: PREFIX, productName: 'WM' });

    await page.goto(`${panel.api}${PREFIX}/categories/edit/3`);
    await visible(page.getByRole('heading', { name: 'Zaloguj się' }));
    expect(new URL(page.url()).pathname).toBe(`${PREFIX}/login`);
    await page.getByLabel('Nazwa użytkownika').fill('admin');
    await page.getByLabel('Hasło', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj' }).click();
    await visible(page.getByRole('heading', { name: 'Witaj na nowej stronie panelu zarządzania treścią!' }));
    expect(new URL(page.url()).pathname).toBe(`${PREFIX}/`);

    const categories = page
      .getByRole('navigation', { name: 'Menu główne' })
      .getByRole('link', { name: 'Kategorie' });
    expect(await categories.getAttribute('href')).toBe(`${PREFIX}/categories`);
    await categories.click();
    await visible(page.getByRole('heading', { name: 'Kategorie' }));
    await page.goto(`${panel.api}${PREFIX}/groups/edit/1`);
    await visible(page.getByRole('heading', { name: 'Edycja grupy' }));
    expectNoPageErrors(errors);
    await context.close();
  });
});
