/**
 * Adverts, 'Reklamy' (03 §2, §3, §5, §7, §8; D8, D9): the list is disabled by default while 'Nowa
 * reklama' and the edit are mounted; with the list enabled, the title search, the title's messages and
 * the required choices, the media type and area options, the industries multi-select, every field and a
 * real image sent multipart, edit, and delete 'Usuwanie reklamy' / 'Czy na pewno chcesz usunąć reklamę?'.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pick } from './articleForms';
import { expectAlertDialog } from './dialogs';
import { expectMessagesKeepingText, textbox } from './formFields';
import {
  atHome,
  expectNoAxeViolations,
  gone,
  heading,
  pathOf,
  stopClock,
  suiteTab,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { expectListShownAndSearched, firstListed, membersWhere, rowNames } from './lists';
import { pngFile } from './pictures';

const TABLE = 'Lista reklam';

interface ApiAdvert {
  id: number;
  title: string;
  [field: string]: unknown;
}

async function choose(page: Page, label: RegExp, option: string, expected: readonly string[]) {
  await page.getByRole('button', { name: label }).click();
  await visible(page.getByRole('option', { name: option, exact: true }));
  expect(
    (await page.getByRole('listbox').getByRole('option').allTextContents()).map((s) => s.trim()),
  ).toEqual(expected);
  await expectNoAxeViolations(page, `${label} options`);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('adverts, list disabled by default (D9)', () => {
  const panel = testPanel();

  it("leaves the list unmounted while 'Nowa reklama' is there", async () => {
    const { page } = await panel.open({ as: 'admin', path: '/advs' });
    await atHome(page);
    await panel.visit(page, '/advs/new');
    await visible(heading(page, 'Nowa reklama'));
  });
});

describe('adverts, list enabled by the runtime configuration', () => {
  const panel = testPanel({ enabledAreas: ['advertsList'] });
  const admin = suiteTab(panel, 'admin');

  const advertsByTitle = (title: string) => membersWhere<ApiAdvert>(panel, '/api/advs', 'title', title);
  const titles = (page: Page) => rowNames(page, TABLE);

  it('lists the adverts and searches by title', async () => {
    const { page } = admin;
    const title = (await firstListed<ApiAdvert>(panel, '/api/advs'))?.title ?? '';
    await expectListShownAndSearched(panel, page, {
      path: '/advs',
      heading: 'Reklamy',
      table: TABLE,
      axe: 'adverts list',
      search: {
        label: 'Szukaj po tytule',
        text: title,
        api: '/api/advs',
        param: 'title',
        path: '/advs',
        rows: { read: () => titles(page), expected: (rows) => rows.includes(title) },
      },
    });
  });

  it("'Nowa reklama': the title's messages and the required choices, the typed text kept", async () => {
    const { page } = admin;
    await panel.visit(page, '/advs/new');
    await visible(heading(page, 'Nowa reklama'));
    await visible(page.getByRole('link', { name: /Powrót/ }));
    await expectNoAxeViolations(page, '/advs/new');
    expect(await page.getByRole('checkbox', { name: 'Opublikowana' }).isChecked()).toBe(true);
    expect(await textbox(page, 'Typ').inputValue()).toBe('img');
    const add = page.getByRole('button', { name: 'Dodaj', exact: true });
    await expectMessagesKeepingText(add, textbox(page, 'Tytuł'), [
      [
        null,
        'Tytuł nie może być pusty.',
        async () => expect(await page.getByText('Pole Wymagane').count()).toBeGreaterThanOrEqual(3),
      ],
      ['A', 'Tytuł musi posiadać minimum 2 znaki.'],
      ['t'.repeat(256), 'Tytuł musi posiadać maksimum 255 znaków.'],
    ]);
    await expectNoAxeViolations(page, '/advs/new with errors');
  });

  it('creates with every field and a real image sent multipart, edits, deletes after the confirmation', async () => {
    const { page } = admin;
    await panel.visit(page, '/advs/new');
    const title = `Kampania wiosenna ${Date.now()}`;
    await textbox(page, 'Tytuł').fill(title);
    await choose(page, /Typ mediów/, 'Telewizja', ['Internet', 'Prasa', 'Outdoor', 'Telewizja']);
    await choose(page, /Obszar/, 'Świat', ['Polska', 'Świat']);
    await pick(page, 'Branże *', 'Motoryzacja');
    await textbox(page, 'Autor').fill('Jan Reklamowy');
    await textbox(page, 'Link zewnętrzny').fill('https://example.com/kampania');
    await textbox(page, 'Słowa kluczowe').fill('wiosna, auto');
    await textbox(page, 'Źródło').fill('Agencja X');
    await page
      .locator('[data-field="file"] input[type="file"]')
      .setInputFiles(pngFile('kampania wiosna.png', 300, 200));
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/advs',
    );
    const clock = await stopClock(page);
    await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
    const request = await posted;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
    await visible(page.getByRole('button', { name: 'Dodano' }));
    await clock.runFor(2000);
    await expect.poll(() => pathOf(page)).toBe('/advs');
    await clock.resume();
    const [created, ...others] = await advertsByTitle(title);
    expect(others).toEqual([]);
    if (!created) throw new Error('the advert was not created');
    const full = (await panel.apiGet(`/api/advs/${created.id}`)) as ApiAdvert;
    expect(full).toMatchObject({
      title,
      mediaType: 'telewizja',
      area: 'swiat',
      author: 'Jan Reklamowy',
      externalLink: 'https://example.com/kampania',
      keywords: 'wiosna, auto',
      source: 'Agencja X',
      type: 'img',
      isPublish: true,
    });
    expect(full.advIndustries).toHaveLength(1);
    // The image arrived in the multipart body: the sandbox stored it under its name.
    expect(full.imgName).toMatch(/kampania/);
    expect(full.imgExt).toBeTruthy();

    await panel.visit(page, `/advs/edit/${created.id}`);
    await visible(heading(page, 'Edycja reklamy'));
    await expect.poll(() => textbox(page, 'Tytuł').inputValue()).toBe(title);
    // The image the advert has is named and shown, not 'Nie wybrano pliku'; a save without a new one keeps it.
    const imageName = `${String(full.imgName)}.${String(full.imgExt)}`;
    const imageField = page.locator('[data-field="file"]');
    await visible(imageField.getByText(`Obecny plik: ${imageName}`));
    expect(await imageField.getByText('Nie wybrano pliku').count()).toBe(0);
    const image = imageField.getByRole('img', { name: `Obecny plik: ${imageName}` });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(300);
    await expectNoAxeViolations(page, '/advs/edit');
    await textbox(page, 'Źródło').fill('Agencja Y');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/advs');
    expect(await panel.apiGet(`/api/advs/${created.id}`)).toMatchObject({
      source: 'Agencja Y',
      imgName: full.imgName,
      imgExt: full.imgExt,
    });

    await page.getByLabel('Szukaj po tytule').fill(title);
    await expect.poll(() => titles(page)).toEqual([title]);
    await (await tableRows(page, TABLE)).first().getByRole('button', { name: /^Usuń/ }).click();
    const dialog = await expectAlertDialog(page, {
      name: 'Usuwanie reklamy',
      says: 'Czy na pewno chcesz usunąć reklamę?',
      axe: 'advert delete dialog',
    });
    await dialog.getByRole('button', { name: 'Usuń' }).click();
    await gone(dialog);
    await expect.poll(async () => (await advertsByTitle(title)).length).toBe(0);
  });
});
