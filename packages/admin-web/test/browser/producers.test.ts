/**
 * Phone producers (03 §2-§9): the list with a name search for root and phone_editor, new/edit/delete for
 * root only (a phone editor sees the list alone); 'Nowy producent telefonów' with every rule and message,
 * an optional picture uploaded through the photo field before the producer is saved, one record for a
 * double submit, the list 2 s after a save; 'Edycja producenta telefonów' keeping its final label.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAlertDialog } from './dialogs';
import {
  expectMessagesKeepingText,
  expectRefusedSaveKeptThenSaved,
  submitTwiceAndReturn,
} from './formFields';
import {
  atHome,
  expectNoAxeViolations,
  gone,
  heading,
  isFocused,
  pathOf,
  suiteTab,
  tableHeaders,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { expectListSearch, rowNames } from './lists';
import { pngFile } from './pictures';

const panel = testPanel();
const admin = suiteTab(panel, 'admin');
const TABLE = 'Lista producentów telefonów';
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Nazwa', exact: true });

interface ApiProducer {
  id: number;
  name: string;
  nameSlug: string | null;
  mediaId: string;
  deleted: string | null;
  media: { title: string | null; fileName: string } | null;
}
async function producersNamed(name: string): Promise<ApiProducer[]> {
  const page = (await panel.apiGet(`/api/producers?name=${encodeURIComponent(name)}`)) as {
    'hydra:member': ApiProducer[];
  };
  return page['hydra:member'].filter((producer) => producer.name === name);
}

describe('phone producers', () => {
  it("shows 'telefony' the list alone: no add, edit or delete, and the forms are not mounted", async () => {
    const { page } = await panel.open({ as: 'telefony', path: '/producers' });
    await visible(heading(page, 'Producenci telefonów'));
    const rows = await tableRows(page, TABLE);
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await tableHeaders(page, TABLE)).toEqual(['Id', 'Nazwa', 'Akcje']);
    expect(await page.getByRole('link', { name: 'Dodaj nowy' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edytuj' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Usuń/ }).count()).toBe(0);
    await expectNoAxeViolations(page, 'producers list as telefony');
    for (const path of ['/producers/new', '/producers/edit/1']) {
      await panel.visit(page, path);
      await atHome(page);
    }
  });

  it('lists with Id, Nazwa, Akcje for root, searches by name 500 ms after typing, greys the deleted', async () => {
    const { page } = admin;
    await panel.visit(page, '/producers');
    await visible(heading(page, 'Producenci telefonów'));
    await tableRows(page, TABLE);
    expect(await tableHeaders(page, TABLE)).toEqual(['Id', 'Nazwa', 'Akcje']);
    await visible(page.getByRole('link', { name: 'Dodaj nowy' }));
    await expectNoAxeViolations(page, 'producers list');
    await expectListSearch(page, {
      label: 'Szukaj po nazwie',
      text: 'Huawei',
      api: '/api/producers',
      param: 'name',
      path: '/producers',
      rows: { read: () => rowNames(page, TABLE), expected: ['Huawei'] },
    });
    const row = (await tableRows(page, TABLE)).first();
    expect(await row.getAttribute('data-deleted')).toBe('true');
    expect(await row.getByRole('link', { name: 'Edytuj' }).count()).toBe(0);
  });

  it("'Nowy producent telefonów': every message under the name, the typed text kept", async () => {
    const { page } = admin;
    await panel.visit(page, '/producers');
    await page.getByRole('link', { name: 'Dodaj nowy' }).click();
    await visible(heading(page, 'Nowy producent telefonów'));
    await expectNoAxeViolations(page, '/producers/new');
    const add = page.getByRole('button', { name: 'Dodaj' });
    await expectMessagesKeepingText(add, nameField(page), [
      [null, 'Pole Wymagane', async () => expect(await isFocused(nameField(page))).toBe(true)],
      ['N', 'Nazwa musi posiadać minimum 2 znaki'],
      ['n'.repeat(501), 'Nazwa musi posiadać maksimum 500 znaków'],
    ]);
    await expectNoAxeViolations(page, '/producers/new with errors');
  });

  it('uploads the chosen picture first, then creates one producer for a double submit, and returns 2 s later', async () => {
    const { page } = admin;
    await panel.visit(page, '/producers/new');
    await visible(heading(page, 'Nowy producent telefonów'));
    const name = `Nokia ${Date.now()}`;
    await nameField(page).fill(name);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Plik zdjęcia/ }).click();
    await (await chooser).setFiles(pngFile('nokia-logo.png'));
    await visible(page.getByText('nokia-logo.png'));
    await page.getByRole('textbox', { name: 'Podpis zdjęcia' }).fill('Logo Nokii');

    const calls = await submitTwiceAndReturn(page, {
      submit: page.getByRole('button', { name: 'Dodaj' }),
      field: nameField(page),
      api: '/api/producers',
      list: '/producers',
    });
    expect(calls).toEqual(['/api/media', '/api/producers']);

    const [created, ...others] = await producersNamed(name);
    expect(others).toEqual([]);
    expect(created).toMatchObject({ name, nameSlug: name, deleted: null });
    expect(created?.mediaId).not.toBe('0');
    expect(created?.media).toMatchObject({ title: 'Logo Nokii' });
    expect(created?.media?.fileName).toMatch(/nokia-logo/);
  });

  it("'Edycja producenta telefonów' loads the producer, saves ('Zapisano') and keeps its final label", async () => {
    const { page } = admin;
    const name = `Sony ${Date.now()}`;
    await panel.visit(page, '/producers/new');
    await nameField(page).fill(name);
    await page.getByText('Brak zdjęcia', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Brak zdjęcia' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/producers');
    const [created] = await producersNamed(name);
    expect(created).toMatchObject({ mediaId: '0', media: null });
    if (!created) return;

    await panel.visit(page, `/producers/edit/${created.id}`);
    await visible(heading(page, 'Edycja producenta telefonów'));
    await expect.poll(() => nameField(page).inputValue()).toBe(name);
    await expectNoAxeViolations(page, '/producers/edit');
    await visible(page.getByRole('link', { name: 'Powrót' }));

    // A refused save shows 'Błąd' and keeps it (03 §4: the producer edit does not reset).
    await expectRefusedSaveKeptThenSaved(page, {
      record: `/api/producers/${created.id}`,
      change: () => nameField(page).fill(`${name} (zmiana)`),
      list: '/producers',
    });
    expect((await producersNamed(`${name} (zmiana)`))[0]).toMatchObject({
      id: created.id,
      nameSlug: `${name} (zmiana)`,
    });
  });

  it('deletes after the confirmation', async () => {
    const { page } = admin;
    const name = `Alcatel ${Date.now()}`;
    await panel.visit(page, '/producers/new');
    await nameField(page).fill(name);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/producers');
    await page.getByLabel('Szukaj po nazwie').fill(name);
    await expect.poll(() => rowNames(page, TABLE)).toEqual([name]);
    await (await tableRows(page, TABLE)).first().getByRole('button', { name: /^Usuń/ }).click();
    const dialog = await expectAlertDialog(page, {
      name: 'Usuwanie',
      says: 'Czy na pewno chcesz to usunąć?',
      axe: 'producer delete dialog',
    });
    await dialog.getByRole('button', { name: 'Usuń' }).click();
    await gone(dialog);
    await expect.poll(async () => (await producersNamed(name))[0]?.deleted ?? null).not.toBeNull();
  });
});
