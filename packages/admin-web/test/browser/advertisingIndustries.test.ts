/**
 * Advertising industries, 'Branże reklamowe' (03 §2, §3, §5, §7, §8; D8, D9): the list is disabled by
 * default while new and edit are mounted; with the list enabled, the name search, 'Nowa branża' with its
 * messages, name, slug (from the name when blank), showInMainMenuOrdering sent as 1/0 and ordering,
 * edit, and delete 'Usuwanie branży' / 'Czy na pewno chcesz usunąć branżę?'.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAlertDialog } from './dialogs';
import { expectMessagesKeepingText, textbox } from './formFields';
import {
  atHome,
  expectNoAxeViolations,
  gone,
  heading,
  pathOf,
  suiteTab,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { expectListShownAndSearched, firstListed, membersWhere, rowNames } from './lists';

const TABLE = 'Lista branż reklamowych';

interface ApiIndustry {
  id: number;
  name: string;
  slug: string | null;
  showInMainMenuOrdering: boolean;
  ordering: number;
}

describe('advertising industries, list disabled by default (D9)', () => {
  const panel = testPanel();

  it('leaves the list unmounted while new and edit are there', async () => {
    const { page } = await panel.open({ as: 'admin', path: '/adv_industries' });
    await atHome(page);
    await panel.visit(page, '/adv_industries/new');
    await visible(heading(page, 'Nowa branża'));
    await panel.visit(page, '/adv_industries/edit/1');
    await visible(heading(page, 'Edycja branży'));
    await expect.poll(() => textbox(page, 'Nazwa').inputValue()).not.toBe('');
  });
});

describe('advertising industries, list enabled by the runtime configuration', () => {
  const panel = testPanel({ enabledAreas: ['advertisingIndustriesList'] });
  const admin = suiteTab(panel, 'admin');

  const industriesByName = (name: string) =>
    membersWhere<ApiIndustry>(panel, '/api/adv_industries', 'name', name);
  const names = (page: Page) => rowNames(page, TABLE);

  it('lists the industries and searches by name', async () => {
    const { page } = admin;
    const name = (await firstListed<ApiIndustry>(panel, '/api/adv_industries'))?.name ?? '';
    await expectListShownAndSearched(panel, page, {
      path: '/adv_industries',
      heading: 'Branże reklamowe',
      table: TABLE,
      axe: 'industries list',
      search: {
        label: 'Szukaj po nazwie',
        text: name,
        api: '/api/adv_industries',
        param: 'name',
        path: '/adv_industries',
        rows: { read: () => names(page), expected: (rows) => rows.includes(name) },
      },
    });
  });

  it("'Nowa branża': the name's messages, the typed text kept", async () => {
    const { page } = admin;
    await panel.visit(page, '/adv_industries/new');
    await visible(heading(page, 'Nowa branża'));
    await expectNoAxeViolations(page, '/adv_industries/new');
    const add = page.getByRole('button', { name: 'Dodaj' });
    await expectMessagesKeepingText(add, textbox(page, 'Nazwa'), [
      [null, 'Pole Wymagane'],
      ['A', 'Nazwa musi posiadać minimum 2 znaki'],
      ['n'.repeat(256), 'Nazwa musi posiadać maksimum 255 znaków'],
    ]);
    await expectNoAxeViolations(page, '/adv_industries/new with errors');
  });

  it('creates with the slug from the name and the 1/0 flag, edits, deletes after the confirmation', async () => {
    const { page } = admin;
    await panel.visit(page, '/adv_industries/new');
    const name = `Motoryzacja Nowa ${Date.now()}`;
    await textbox(page, 'Nazwa').fill(name);
    await page.getByText('Pokaż w menu głównym', { exact: true }).click();
    await page
      .getByRole('textbox', { name: 'Kolejność' })
      .or(page.getByRole('spinbutton', { name: 'Kolejność' }))
      .fill('7');
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/adv_industries',
    );
    await page.getByRole('button', { name: 'Dodaj' }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ name, showInMainMenuOrdering: 1, ordering: 7 });
    expect(body.slug).toBe(`motoryzacja-nowa-${name.split(' ')[2]}`);
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/adv_industries');
    const [created] = await industriesByName(name);
    expect(created).toMatchObject({ name, showInMainMenuOrdering: true, ordering: 7 });
    if (!created) return;

    await panel.visit(page, `/adv_industries/edit/${created.id}`);
    await visible(heading(page, 'Edycja branży'));
    await expect.poll(() => textbox(page, 'Nazwa').inputValue()).toBe(name);
    await expectNoAxeViolations(page, '/adv_industries/edit');
    await textbox(page, 'Slug').fill('wlasny-slug');
    await page.getByText('Pokaż w menu głównym', { exact: true }).click();
    const put = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    expect((await put).postDataJSON()).toMatchObject({ slug: 'wlasny-slug', showInMainMenuOrdering: 0 });
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/adv_industries');

    await page.getByLabel('Szukaj po nazwie').fill(name);
    await expect.poll(() => names(page)).toEqual([name]);
    await (await tableRows(page, TABLE)).first().getByRole('button', { name: /^Usuń/ }).click();
    const dialog = await expectAlertDialog(page, {
      name: 'Usuwanie branży',
      says: 'Czy na pewno chcesz usunąć branżę?',
      axe: 'industry delete dialog',
    });
    await dialog.getByRole('button', { name: 'Usuń' }).click();
    await gone(dialog);
    await expect.poll(async () => (await industriesByName(name)).length).toBe(0);
  });
});
