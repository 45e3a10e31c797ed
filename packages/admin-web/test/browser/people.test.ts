/**
 * Media people, 'ludzie mediów' (02 §2-§9, 03 §3, §5; D8, D9): the list is disabled by default and
 * mounted when the runtime configuration enables it; then its surname search, columns Id, Imię,
 * Nazwisko, Data dodania, Publikacja, Akcje and greyed deleted people; 'Nowy człowiek mediów' with every
 * rule and message, a real picture uploaded before the person, one record for a double submit, the list
 * 2 s after a save, the slug from the name; 'Edycja człowieka mediów'.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAlertDialog } from './dialogs';
import { submitTwiceAndReturn, textbox } from './formFields';
import {
  atHome,
  describedText,
  expectNoAxeViolations,
  gone,
  heading,
  isFocused,
  pathOf,
  stopClock,
  suiteTab,
  tableHeaders,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { expectListSearch, firstListed } from './lists';
import { pngFile } from './pictures';

const TABLE = 'Lista ludzi mediów';

interface ApiPerson {
  id: number;
  name: string;
  surname: string;
  slug: string | null;
  isPublish: boolean;
  content: string | null;
  mediaId: string;
  created: string | null;
  deleted: string | null;
  [key: string]: unknown;
}

describe('media people, disabled list (D9)', () => {
  const panel = testPanel();

  it('leaves the list unmounted and out of the menu, while new and edit are there', async () => {
    const { page } = await panel.open({ as: 'admin', path: '/people' });
    await atHome(page);
    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    // The entries are rendered (they come a moment after the panel's first commit: WEB-56).
    await visible(menu.getByRole('link', { name: 'Strona główna' }));
    expect(await menu.getByRole('link', { name: 'Ludzie mediów' }).count()).toBe(0);
    await panel.visit(page, '/people/new');
    await visible(heading(page, 'Nowy człowiek mediów'));
    await panel.visit(page, '/people/edit/1');
    await visible(heading(page, 'Edycja człowieka mediów'));
    await expect.poll(() => textbox(page, 'Imię').inputValue()).not.toBe('');
  });
});

describe('media people, list enabled by the runtime configuration', () => {
  const panel = testPanel({ enabledAreas: ['peopleList'] });
  const admin = suiteTab(panel, 'admin');

  async function peopleBySurname(surname: string): Promise<ApiPerson[]> {
    const page = (await panel.apiGet(`/api/people?surname=${encodeURIComponent(surname)}`)) as {
      'hydra:member': ApiPerson[];
    };
    return page['hydra:member'].filter((person) => person.surname === surname);
  }
  const surnames = async (page: Page) =>
    (await (await tableRows(page, TABLE)).getByRole('rowheader').allTextContents()).map((s) => s.trim());

  it('lists the columns and greys the deleted people, which have no edit link and cannot be opened', async () => {
    const { page } = admin;
    await panel.visit(page, '/people');
    await visible(heading(page, 'Ludzie mediów'));
    const rows = await tableRows(page, TABLE);
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await tableHeaders(page, TABLE)).toEqual([
      'Id',
      'Imię',
      'Nazwisko',
      'Data dodania',
      'Publikacja',
      'Akcje',
    ]);
    expect(await rows.first().textContent()).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await visible(page.getByRole('link', { name: 'Dodaj nowy' }));
    await expectNoAxeViolations(page, 'people list');

    const listed = (await panel.apiGet('/api/people?page=1')) as { 'hydra:member': ApiPerson[] };
    const deleted = listed['hydra:member'].find((person) => person.deleted !== null);
    expect(deleted).toBeDefined();
    if (!deleted) return;
    const row = page.locator(`table[aria-label="${TABLE}"] tbody tr[data-deleted="true"]`).first();
    await visible(row);
    expect(await row.textContent()).toMatch(/Usunięte : \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(await row.getByRole('link', { name: 'Edytuj' }).count()).toBe(0);
    await panel.visit(page, `/people/edit/${deleted.id}`);
    await expect.poll(() => pathOf(page)).toBe('/people');
  });

  it('searches by surname 500 ms after typing stops, kept in the address', async () => {
    const { page } = admin;
    const surname = (await firstListed<ApiPerson>(panel, '/api/people'))?.surname ?? '';
    await panel.visit(page, '/people');
    await tableRows(page, TABLE);
    await expectListSearch(page, {
      label: 'Szukaj po nazwisku',
      text: surname,
      api: '/api/people',
      param: 'surname',
      path: '/people',
      rows: { read: () => surnames(page), expected: (rows) => rows.every((s) => s === surname) },
    });
  });

  it("'Nowy człowiek mediów': every message under its field, the typed text kept, the first invalid focused", async () => {
    const { page } = admin;
    await panel.visit(page, '/people');
    await page.getByRole('link', { name: 'Dodaj nowy' }).click();
    await visible(heading(page, 'Nowy człowiek mediów'));
    await expectNoAxeViolations(page, '/people/new');
    expect(await page.getByRole('checkbox', { name: 'Opublikowany' }).isChecked()).toBe(false);
    const add = page.getByRole('button', { name: 'Dodaj' });
    await add.click();
    await expect.poll(() => describedText(textbox(page, 'Imię'))).toContain('Pole Wymagane');
    expect(await describedText(textbox(page, 'Nazwisko'))).toContain('Pole Wymagane');
    expect(await isFocused(textbox(page, 'Imię'))).toBe(true);
    await textbox(page, 'Imię').fill('A');
    await textbox(page, 'Nazwisko').fill('B');
    await add.click();
    await expect
      .poll(() => describedText(textbox(page, 'Imię')))
      .toContain('Imię musi posiadać minimum 2 znaki');
    expect(await describedText(textbox(page, 'Nazwisko'))).toContain(
      'Nazwisko musi posiadać minimum 2 znaki',
    );
    await textbox(page, 'Imię').fill('i'.repeat(501));
    await textbox(page, 'Nazwisko').fill('n'.repeat(501));
    await add.click();
    await expect
      .poll(() => describedText(textbox(page, 'Imię')))
      .toContain('Imię musi posiadać maksimum 500 znaków');
    expect(await describedText(textbox(page, 'Nazwisko'))).toContain(
      'Nazwisko musi posiadać maksimum 500 znaków',
    );
    expect(await textbox(page, 'Nazwisko').inputValue()).toBe('n'.repeat(501));
    await textbox(page, 'Imię').fill('Anna Maria');
    await add.click();
    await expect.poll(() => isFocused(textbox(page, 'Nazwisko'))).toBe(true);
    await expectNoAxeViolations(page, '/people/new with errors');
  });

  it('uploads the picture first, creates one person for a double submit with every field, returns 2 s later, then edits', async () => {
    const { page } = admin;
    await panel.visit(page, '/people/new');
    await visible(heading(page, 'Nowy człowiek mediów'));
    const surname = `Kowalska-${Date.now()}`;
    await textbox(page, 'Imię').fill('Anna Maria');
    await textbox(page, 'Nazwisko').fill(surname);
    await textbox(page, 'Stanowisko').fill('Redaktor naczelna');
    await textbox(page, 'Opis').fill('Dziennikarka radiowa.');
    await page.getByRole('textbox', { name: 'Treść' }).click();
    await page.keyboard.type('Pracuje w radiu od 2001 roku.');
    await textbox(page, 'E-mail').fill('anna@example.com');
    await textbox(page, 'Twitter').fill('https://twitter.com/anna');
    await textbox(page, 'Facebook').fill('https://facebook.com/anna');
    await textbox(page, 'LinkedIn').fill('https://linkedin.com/in/anna');
    await page.getByText('Opublikowany', { exact: true }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Plik zdjęcia/ }).click();
    await (await chooser).setFiles(pngFile('anna-kowalska.png', 300, 400));
    await visible(page.getByText('anna-kowalska.png'));
    await page.getByRole('textbox', { name: 'Podpis zdjęcia' }).fill('Anna Maria Kowalska');

    const calls = await submitTwiceAndReturn(page, {
      submit: page.getByRole('button', { name: 'Dodaj' }),
      field: textbox(page, 'Imię'),
      api: '/api/people',
      list: '/people',
    });
    expect(calls).toEqual(['/api/media', '/api/people']);

    const [created, ...others] = await peopleBySurname(surname);
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      name: 'Anna Maria',
      surname,
      slug: 'anna-maria',
      isPublish: true,
      position: 'Redaktor naczelna',
      description: 'Dziennikarka radiowa.',
      email: 'anna@example.com',
      twitterLink: 'https://twitter.com/anna',
      facebookLink: 'https://facebook.com/anna',
      linkedinLink: 'https://linkedin.com/in/anna',
      deleted: null,
    });
    expect(created?.content).toContain('Pracuje w radiu od 2001 roku.');
    expect(created?.created).not.toBeNull();
    expect(created?.mediaId).not.toBe('0');
    const media = (await panel.apiGet(`/api/media/${created?.mediaId}`)) as {
      title: string;
      fileName: string;
    };
    expect(media).toMatchObject({ title: 'Anna Maria Kowalska' });
    expect(media.fileName).toMatch(/anna-kowalska/);
    if (!created) return;

    await panel.visit(page, `/people/edit/${created.id}`);
    await visible(heading(page, 'Edycja człowieka mediów'));
    await expect.poll(() => textbox(page, 'Nazwisko').inputValue()).toBe(surname);
    await visible(page.getByText(/Wybrane zdjęcie: .*anna-kowalska/));
    await expectNoAxeViolations(page, '/people/edit');
    await textbox(page, 'Imię').fill('Anna');
    const later = await stopClock(page);
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await visible(page.getByRole('button', { name: 'Zapisano' }));
    await later.runFor(1999);
    expect(pathOf(page)).toBe(`/people/edit/${created.id}`);
    await later.runFor(1);
    await expect.poll(() => pathOf(page)).toBe('/people');
    await later.resume();
    expect((await peopleBySurname(surname))[0]).toMatchObject({
      id: created.id,
      name: 'Anna',
      slug: 'anna',
      mediaId: created.mediaId,
    });
  });

  it('deletes after the confirmation; the row stays, greyed', async () => {
    const { page } = admin;
    const surname = `Nowak-${Date.now()}`;
    await panel.visit(page, '/people/new');
    await textbox(page, 'Imię').fill('Jan');
    await textbox(page, 'Nazwisko').fill(surname);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/people');
    await page.getByLabel('Szukaj po nazwisku').fill(surname);
    await expect.poll(() => surnames(page)).toEqual([surname]);
    await (await tableRows(page, TABLE)).first().getByRole('button', { name: /^Usuń/ }).click();
    const dialog = await expectAlertDialog(page, {
      name: 'Usuwanie',
      says: 'Czy na pewno chcesz to usunąć?',
      axe: 'person delete dialog',
    });
    await dialog.getByRole('button', { name: 'Usuń' }).click();
    await gone(dialog);
    await expect
      .poll(async () => (await tableRows(page, TABLE)).first().getAttribute('data-deleted'))
      .toBe('true');
    expect((await peopleBySurname(surname))[0]?.deleted).not.toBeNull();
  });
});
