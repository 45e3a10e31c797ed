/**
 * Categories and groups end to end (02 §2-§9), the two screens built by definition: list with name
 * search (500 ms after typing), paging, address state, a spinner while loading, greyed deleted rows,
 * delete confirmation; new and edit with every field, default, rule and message of the SDK's form
 * schemas, first-invalid focus, the save cycle (back to idle after 4 s), the return to the list 1 s after
 * a save, D13 for a 422, the edit screen leaving for the list when the record is deleted or does not
 * load, and the unsaved-changes question.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAlertDialog } from './dialogs';
import { textbox } from './formFields';
import {
  atHome,
  describedText,
  expectNoAxeViolations,
  expectPathAfter,
  gone,
  heading,
  holdRequests,
  isFocused,
  pathOf,
  stopClock,
  suiteTab,
  tableHeaders,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { currentPage, expectListSearch, goToPage, pagination } from './lists';

interface Subject {
  path: string;
  listTitle: string;
  tableLabel: string;
  newTitle: string;
  editTitle: string;
  numberLabel: string;
  deleteTitle: string;
  deleteQuestion: string;
  /** A name the demo seed has deleted. */
  deletedName: string;
  /** A search that finds some records but not all. */
  search: string;
  api: string;
}

const SUBJECTS: Subject[] = [
  {
    path: '/categories',
    listTitle: 'Kategorie',
    tableLabel: 'Lista kategorii',
    newTitle: 'Nowa kategoria',
    editTitle: 'Edycja kategorii',
    numberLabel: 'Kolejność',
    deleteTitle: 'Usuwanie kategorii',
    deleteQuestion: 'Czy na pewno chcesz usunąć tą kategorię?',
    deletedName: 'Teletekst',
    search: 'radio',
    api: '/api/categories',
  },
  {
    path: '/groups',
    listTitle: 'Grupy',
    tableLabel: 'Lista grup',
    newTitle: 'Nowa grupa',
    editTitle: 'Edycja grupy',
    numberLabel: 'Priorytet',
    deleteTitle: 'Usuwanie grupy',
    deleteQuestion: 'Czy na pewno chcesz usunąć tą grupę?',
    deletedName: 'Archiwum',
    search: 'te',
    api: '/api/groups',
  },
];

// Ten records a page, so the demo's categories fill three pages.
const panel = testPanel({ pageSize: 10 });
const admin = suiteTab(panel, 'admin');

/** Ticks a checkbox by its visible label, as a user does, and checks that it took. */
async function tick(page: Page, name: string) {
  await page.getByText(name, { exact: true }).click();
  expect(await page.getByRole('checkbox', { name }).isChecked()).toBe(true);
}
const rowNames = async (page: Page, table: string) =>
  (await (await tableRows(page, table)).getByRole('rowheader').allTextContents()).map((name) => name.trim());
const background = (row: ReturnType<Page['locator']>) =>
  row.evaluate((element) => getComputedStyle(element).backgroundColor);

interface ApiRecord {
  id: number;
  name: string;
  deleted: string | null;
  [key: string]: unknown;
}
async function findByName(subject: Subject, name: string): Promise<ApiRecord | undefined> {
  const page = (await panel.apiGet(`${subject.api}?name=${encodeURIComponent(name)}`)) as {
    'hydra:member': ApiRecord[];
  };
  return page['hydra:member'].find((record) => record.name === name);
}

for (const subject of SUBJECTS) {
  describe(subject.listTitle, () => {
    it('lists with a spinner, search, paging and greyed deleted rows; the address keeps page and search', async () => {
      const { page } = admin;
      const list = await holdRequests(page, `**${subject.api}?**`);
      await panel.visit(page, subject.path);
      await visible(heading(page, subject.listTitle));
      await list.sent;
      await visible(page.getByRole('main').getByRole('progressbar'));
      await list.release();
      const rows = await tableRows(page, subject.tableLabel);
      expect(await rows.count()).toBeGreaterThan(0);
      expect(await page.getByRole('main').getByRole('progressbar').count()).toBe(0);
      expect(await tableHeaders(page, subject.tableLabel)).toEqual(
        expect.arrayContaining(['Id', 'Nazwa', subject.numberLabel, 'Publikacja', 'Akcje']),
      );
      await visible(page.getByRole('link', { name: 'Dodaj nowy' }));
      await expectNoAxeViolations(page, `${subject.path} list`);
      const liveRow = rows.and(page.locator(':not([data-deleted="true"])')).first();
      const liveBackground = await background(liveRow);

      // The deleted record: greyed, with its deletion time, no edit link and no delete button.
      await page.getByLabel('Szukaj po nazwie').fill(subject.deletedName);
      await expect.poll(() => rowNames(page, subject.tableLabel)).toEqual([subject.deletedName]);
      const deletedRow = (await tableRows(page, subject.tableLabel)).first();
      expect(await deletedRow.getAttribute('data-deleted')).toBe('true');
      expect(await background(deletedRow)).not.toBe(liveBackground);
      expect(await deletedRow.textContent()).toMatch(/Usunięte : \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
      expect(await deletedRow.getByRole('link', { name: 'Edytuj' }).count()).toBe(0);
      expect(await deletedRow.getByRole('button', { name: /^Usuń/ }).count()).toBe(0);

      // Search: page 1 of the matches, in the address; a reload restores it.
      await page.getByLabel('Szukaj po nazwie').fill(subject.search);
      await expect.poll(() => pathOf(page)).toBe(`${subject.path}?searchQuery=${subject.search}`);
      await expect
        .poll(async () =>
          (await rowNames(page, subject.tableLabel)).every((name) =>
            name.toLowerCase().includes(subject.search),
          ),
        )
        .toBe(true);
      await page.reload();
      await visible(heading(page, subject.listTitle));
      expect(await page.getByLabel('Szukaj po nazwie').inputValue()).toBe(subject.search);
      expect((await rowNames(page, subject.tableLabel)).length).toBeGreaterThan(0);
    });

    it('searches by name 500 ms after typing stops, once', async () => {
      const { page } = admin;
      await panel.visit(page, subject.path);
      await tableRows(page, subject.tableLabel);
      await expectListSearch(page, {
        label: 'Szukaj po nazwie',
        text: subject.search,
        api: subject.api,
        param: 'name',
        path: subject.path,
      });
    });

    it('deletes after a confirmation, and the list reloads with the row greyed', async () => {
      const { page } = admin;
      const name = `Do usunięcia ${subject.listTitle}`;
      await panel.visit(page, `${subject.path}/new`);
      await textbox(page, 'Nazwa').fill(name);
      await page.getByRole('button', { name: 'Dodaj' }).click();
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(subject.path);
      const record = await findByName(subject, name);
      expect(record).toBeDefined();
      if (!record) return;

      await page.getByLabel('Szukaj po nazwie').fill(name);
      await expect.poll(() => rowNames(page, subject.tableLabel)).toEqual([name]);
      const row = (await tableRows(page, subject.tableLabel)).first();
      await row.getByRole('button', { name: /^Usuń/ }).click();
      const dialog = await expectAlertDialog(page, {
        name: subject.deleteTitle,
        says: subject.deleteQuestion,
        axe: `${subject.path} delete dialog`,
      });
      await dialog.getByRole('button', { name: 'Anuluj' }).click();
      await gone(dialog);
      expect((await findByName(subject, name))?.deleted).toBeNull();

      await row.getByRole('button', { name: /^Usuń/ }).click();
      await page
        .getByRole('alertdialog', { name: subject.deleteTitle })
        .getByRole('button', { name: 'Usuń' })
        .click();
      await expect
        .poll(async () => (await tableRows(page, subject.tableLabel)).first().getAttribute('data-deleted'))
        .toBe('true');
      expect((await findByName(subject, name))?.deleted).not.toBeNull();
    });

    it('starts from the defaults, shows every validation message under its field, keeps what was typed and focuses the first invalid field', async () => {
      const { page } = admin;
      await panel.visit(page, subject.path);
      await page.getByRole('link', { name: 'Dodaj nowy' }).click();
      await visible(heading(page, subject.newTitle));
      await visible(page.getByRole('link', { name: 'Powrót' }));
      await expectNoAxeViolations(page, `${subject.path}/new`);
      const add = page.getByRole('button', { name: 'Dodaj' });
      const name = textbox(page, 'Nazwa');

      // New records: number 0, not published (02 §9).
      expect(await textbox(page, subject.numberLabel).inputValue()).toBe('0');
      expect(await page.getByRole('checkbox', { name: 'Opublikowana' }).isChecked()).toBe(false);
      if (subject.path === '/categories') {
        expect(await page.getByRole('checkbox', { name: 'Pokaż w menu głównym' }).isChecked()).toBe(false);
        expect(await page.getByRole('button', { name: /Grupa/ }).textContent()).toContain('Bez grupy');
      }

      // Required name.
      await add.click();
      await expect.poll(() => describedText(name)).toContain('Pole Wymagane');
      expect(await isFocused(name)).toBe(true);
      expect(await name.getAttribute('aria-invalid')).toBe('true');

      // Lengths of the name and of each meta field, and the number.
      await name.fill('a');
      await textbox(page, 'Meta tytuł').fill('x');
      await textbox(page, 'Meta słowa kluczowe').fill('k'.repeat(256));
      await textbox(page, 'Meta opis').fill('y');
      await textbox(page, subject.numberLabel).fill('');
      await add.click();
      await expect.poll(() => describedText(name)).toContain('Tytuł musi posiadać minimum 2 znaki');
      expect(await describedText(textbox(page, 'Meta tytuł'))).toContain(
        'Meta tytuł musi posiadać minimum 2 znaki',
      );
      expect(await describedText(textbox(page, 'Meta słowa kluczowe'))).toContain(
        'Meta tytuł musi posiadać maksimum 255 znaków',
      );
      expect(await describedText(textbox(page, 'Meta opis'))).toContain(
        'Meta tytuł musi posiadać minimum 2 znaki',
      );
      expect(await describedText(textbox(page, subject.numberLabel))).toContain('Wartość musi być liczbą!');
      expect(await isFocused(name)).toBe(true);
      expect(await textbox(page, 'Meta tytuł').inputValue()).toBe('x');
      expect(await page.getByRole('button', { name: 'Dodaj' }).count()).toBe(1);
      await expectNoAxeViolations(page, `${subject.path}/new with errors`);

      // The longest name; a valid name moves the focus to the first field still invalid.
      await name.fill('n'.repeat(256));
      await add.click();
      await expect.poll(() => describedText(name)).toContain('Tytuł musi posiadać maksimum 255 znaków');
      await name.fill('Poprawna nazwa');
      await textbox(page, 'Meta tytuł').fill('Meta');
      await add.click();
      await expect.poll(() => isFocused(textbox(page, 'Meta słowa kluczowe'))).toBe(true);
      expect(await describedText(name)).not.toContain('Tytuł');
    });

    it('creates ("Dodano"), returns to the list 1 s later, then edits ("Zapisano") and returns 1 s later', async () => {
      const { page } = admin;
      await panel.visit(page, `${subject.path}/new`);
      const name = `Nowa pozycja ${subject.listTitle} ${Date.now()}`;
      await textbox(page, 'Nazwa').fill(name);
      await textbox(page, 'Meta tytuł').fill('Meta tytuł testowy');
      await textbox(page, subject.numberLabel).fill('7');
      await tick(page, 'Opublikowana');
      if (subject.path === '/categories') {
        await tick(page, 'Pokaż w menu głównym');
        await page.getByRole('button', { name: /Grupa/ }).click();
        await visible(page.getByRole('option', { name: 'Telewizja' }));
        await expectNoAxeViolations(page, 'category group choices');
        await page.getByRole('option', { name: 'Telewizja' }).click();
      }
      const clock = await stopClock(page);
      await page.getByRole('button', { name: 'Dodaj' }).click();
      await visible(page.getByRole('button', { name: 'Dodano' }));
      await expectPathAfter(page, clock, { afterMs: 1000, from: `${subject.path}/new`, to: subject.path });
      await visible(heading(page, subject.listTitle));

      const created = await findByName(subject, name);
      expect(created).toMatchObject({
        name,
        metaTitle: 'Meta tytuł testowy',
        isPublish: true,
        deleted: null,
      });
      if (subject.path === '/categories') {
        expect(created).toMatchObject({
          ordering: 7,
          showInMainMenuOrdering: true,
          group: '/api/groups/2',
          parentId: '2',
        });
        expect(created?.slug).toBe(name.toLowerCase().replace(/\s+/g, '-'));
      } else {
        expect(created).toMatchObject({ priority: 7 });
      }
      if (!created) return;

      await panel.visit(page, `${subject.path}/edit/${created.id}`);
      await visible(heading(page, subject.editTitle));
      await expect.poll(() => textbox(page, 'Nazwa').inputValue()).toBe(name);
      expect(await textbox(page, subject.numberLabel).inputValue()).toBe('7');
      await expectNoAxeViolations(page, `${subject.path}/edit`);
      await textbox(page, 'Nazwa').fill(`${name} (zmieniona)`);
      await stopClock(page);
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await visible(page.getByRole('button', { name: 'Zapisano' }));
      await expectPathAfter(page, clock, {
        afterMs: 1000,
        from: `${subject.path}/edit/${created.id}`,
        to: subject.path,
      });
      expect((await findByName(subject, `${name} (zmieniona)`))?.id).toBe(created.id);
    });

    it("shows a 422's message under its field (D13); any failure is 'Błąd' with no text, back to 'Dodaj' 4 s later", async () => {
      const { page } = admin;
      await panel.visit(page, `${subject.path}/new`);
      await page.route(`**${subject.api}`, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 422,
              contentType: 'application/problem+json',
              body: JSON.stringify({
                violations: [{ propertyPath: 'name', message: 'Ta nazwa jest już zajęta.' }],
              }),
            })
          : route.continue(),
      );
      await textbox(page, 'Nazwa').fill('Radio');
      await textbox(page, 'Meta tytuł').focus();
      await page.getByRole('button', { name: 'Dodaj' }).click();
      await visible(page.getByRole('button', { name: 'Błąd' }));
      await expect.poll(() => describedText(textbox(page, 'Nazwa'))).toContain('Ta nazwa jest już zajęta.');
      expect(await isFocused(textbox(page, 'Nazwa'))).toBe(true);
      expect(pathOf(page)).toBe(`${subject.path}/new`);
      await page.unroute(`**${subject.api}`);

      // Any other failure: 'Błąd' and no text; the button is idle again 4 s later.
      await page.route(`**${subject.api}`, (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
      );
      await textbox(page, 'Nazwa').fill('Inna nazwa');
      const clock = await stopClock(page);
      await page.getByRole('button', { name: /Błąd|Dodaj/ }).click();
      await visible(page.getByRole('button', { name: 'Błąd' }));
      expect(await page.getByText('boom').count()).toBe(0);
      await clock.runFor(3999);
      expect(await page.getByRole('button', { name: 'Błąd' }).count()).toBe(1);
      await clock.runFor(1);
      await visible(page.getByRole('button', { name: 'Dodaj' }));
      expect(await textbox(page, 'Nazwa').inputValue()).toBe('Inna nazwa');
      await clock.resume();
    });

    it('leaves the edit screen for the list when the record is deleted or does not load', async () => {
      const { page } = admin;
      const deleted = await findByName(subject, subject.deletedName);
      expect(deleted?.deleted).not.toBeNull();
      await panel.visit(page, `${subject.path}/edit/${deleted?.id}`);
      await expect.poll(() => pathOf(page)).toBe(subject.path);
      await visible(heading(page, subject.listTitle));
      await panel.visit(page, `${subject.path}/edit/999999`);
      await expect.poll(() => pathOf(page)).toBe(subject.path);
    });

    it("goes back with 'Powrót', and asks first when the form has unsaved changes", async () => {
      const { page } = admin;
      await panel.visit(page, `${subject.path}/new`);
      await page.getByRole('link', { name: 'Powrót' }).click();
      await visible(heading(page, subject.listTitle));
      expect(pathOf(page)).toBe(subject.path);

      await panel.visit(page, `${subject.path}/new`);
      await textbox(page, 'Nazwa').fill('Niezapisana');
      await page.getByRole('link', { name: 'Powrót' }).click();
      const dialog = await expectAlertDialog(page, {
        name: 'Niezapisane zmiany',
        says: 'Formularz zawiera niezapisane zmiany. Czy na pewno chcesz go opuścić?',
        axe: 'unsaved changes dialog',
      });
      await dialog.getByRole('button', { name: 'Zostań' }).click();
      await gone(dialog);
      expect(pathOf(page)).toBe(`${subject.path}/new`);
      expect(await textbox(page, 'Nazwa').inputValue()).toBe('Niezapisana');

      // Closing the tab asks the browser's question.
      const question = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true }).catch(() => undefined);
      const beforeUnload = await question;
      expect(beforeUnload.type()).toBe('beforeunload');
      await beforeUnload.dismiss();

      await page
        .getByRole('navigation', { name: 'Menu główne' })
        .getByRole('link', { name: 'Strona główna' })
        .click();
      await page
        .getByRole('alertdialog', { name: 'Niezapisane zmiany' })
        .getByRole('button', { name: 'Opuść' })
        .click();
      await atHome(page);
    });
  });
}

describe('paging (01 §1)', () => {
  it('pages the categories by number at the top and the bottom, and a reload keeps the page', async () => {
    const { page } = admin;
    await panel.visit(page, '/categories');
    const first = await rowNames(page, 'Lista kategorii');
    expect(first).toHaveLength(10);
    await visible(pagination(page, 'góra'));
    await visible(pagination(page, 'dół'));
    await expectNoAxeViolations(page, 'categories with pagination');
    await goToPage(page, 2, 'góra');
    await expect.poll(() => pathOf(page)).toBe('/categories?page=2');
    await expect.poll(() => rowNames(page, 'Lista kategorii')).not.toEqual(first);
    const second = await rowNames(page, 'Lista kategorii');
    await page.reload();
    await expect.poll(() => rowNames(page, 'Lista kategorii')).toEqual(second);
    expect(await currentPage(page)).toBe('2');
    await pagination(page, 'dół').getByRole('button', { name: 'Pierwsza strona' }).click();
    await expect.poll(() => pathOf(page)).toBe('/categories');
  });
});
