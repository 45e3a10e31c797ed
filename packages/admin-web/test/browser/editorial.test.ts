/**
 * Silo groups, silos, authors and sites (02, 03), the screens that prove the pattern: their lists and
 * forms, validation messages, the silo's required photo ('Błąd — Zdjęcie Główne' / 'Pole wymagane.')
 * and a real image uploaded through the picker before the record, the redirect delays, the site's save
 * that does not navigate, and axe on each screen and dialog.
 */
import { describe, expect, it } from 'vitest';
import { expectAlertDialog } from './dialogs';
import { expectMessagesKeepingText, textbox } from './formFields';
import {
  describedText,
  expectNoAxeViolations,
  heading,
  holdRequests,
  pathOf,
  suiteTab,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { pngFile } from './pictures';

const panel = testPanel();
const admin = suiteTab(panel, 'admin');

/** A real 2x2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function findByName(api: string, name: string, key = 'name') {
  const page = (await panel.apiGet(`${api}?name=${encodeURIComponent(name)}`)) as {
    'hydra:member': Array<Record<string, unknown>>;
  };
  return page['hydra:member'].find((record) => record[key] === name);
}

describe('silo groups', () => {
  it('lists, validates the name, creates and returns to the list 1 s later', async () => {
    const { page } = admin;
    await panel.visit(page, '/silos_groups');
    await visible(heading(page, 'Grupy silosów'));
    await tableRows(page, 'Lista grup silosów');
    await expectNoAxeViolations(page, 'silo groups list');
    await page.getByRole('link', { name: 'Dodaj nowy' }).click();
    await visible(heading(page, 'Nowa grupa silosów'));
    await expectMessagesKeepingText(page.getByRole('button', { name: 'Dodaj' }), textbox(page, 'Nazwa'), [
      [null, 'Pole Wymagane'],
      ['a', 'Nazwa musi posiadać minimum 2 znaki'],
    ]);
    await expectNoAxeViolations(page, 'silo group form with errors');
    const name = `Grupa silosów ${Date.now()}`;
    await textbox(page, 'Nazwa').fill(name);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await visible(page.getByRole('button', { name: 'Dodano' }));
    await expect.poll(() => pathOf(page), { timeout: 5000 }).toBe('/silos_groups');
    expect(await findByName('/api/silos_groups', name)).toBeDefined();
  });
});

describe('silos', () => {
  it('shows the rules, the required-photo dialog, uploads a real image first and returns 1 s later', async () => {
    const { page } = admin;
    await panel.visit(page, '/silos');
    await visible(heading(page, 'Silosy'));
    const rows = await tableRows(page, 'Lista silosów');
    expect(await rows.first().textContent()).toMatch(/Priorytet: \d+/);
    await expectNoAxeViolations(page, 'silos list');
    await page.getByRole('link', { name: 'Dodaj nowy' }).click();
    await visible(heading(page, 'Nowy Silos'));
    const add = page.getByRole('button', { name: 'Dodaj' });
    await add.click();
    await expect.poll(() => describedText(textbox(page, 'Opis'))).toContain('Opis nie może być pusty.');
    expect(await describedText(textbox(page, 'Wstęp'))).toContain('Wstęp nie może być pusty.');
    await textbox(page, 'Opis').fill('x');
    await textbox(page, 'Wstęp').fill('y'.repeat(1501));
    await add.click();
    await expect.poll(() => describedText(textbox(page, 'Opis'))).toContain('Opis musi być dłuższy.');
    expect(await describedText(textbox(page, 'Wstęp'))).toContain('Wstęp musi być krótszy.');
    await expectNoAxeViolations(page, 'silo form with errors');

    const name = `Silos ${Date.now()}`;
    await textbox(page, 'Nazwa').fill(name);
    await textbox(page, 'Opis').fill('Opis silosu');
    await textbox(page, 'Wstęp').fill('Wstęp silosu');
    await page.getByRole('textbox', { name: 'Treść' }).click();
    await page.keyboard.type('Treść silosu');
    // No photo: the dialog after the (absent) upload.
    await add.click();
    const dialog = page.getByRole('alertdialog', { name: 'Błąd — Zdjęcie Główne' });
    await visible(dialog);
    expect(await dialog.textContent()).toContain('Pole wymagane.');
    // The save button behind the dialog says 'Błąd' (02 §8).
    expect(await page.locator('button[data-status="error"]').textContent()).toBe('Błąd');
    await expectNoAxeViolations(page, 'required photo dialog');
    await dialog.getByRole('button', { name: 'Zamknij' }).click();

    // A real image chosen in the picker is uploaded before the silo.
    const uploads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && (path === '/api/media' || path === '/api/silos')) uploads.push(path);
    });
    await page.locator('[data-field="mediaId"] input[type="file"]').setInputFiles({
      name: 'silos.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await page.getByRole('button', { name: /Dodaj|Błąd/ }).click();
    await visible(page.getByRole('button', { name: 'Dodano' }));
    expect(uploads).toEqual(['/api/media', '/api/silos']);
    await expect.poll(() => pathOf(page), { timeout: 5000 }).toBe('/silos');
    const created = await findByName('/api/silos', name);
    expect(created?.mediaId).not.toBe('0');
  });
});

describe('authors', () => {
  it("says 'Wprowadź poprawny adres email', saves nameSlug = name and returns 2 s later", async () => {
    const { page } = admin;
    await panel.visit(page, '/authors/new');
    await visible(heading(page, 'Nowy autor'));
    const name = `Autor ${Date.now()}`;
    await textbox(page, 'Nazwa').fill(name);
    await textbox(page, 'E-mail').fill('nie-email');
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect
      .poll(() => describedText(textbox(page, 'E-mail')))
      .toContain('Wprowadź poprawny adres email');
    await expectNoAxeViolations(page, 'author form with errors');
    await textbox(page, 'E-mail').fill('autor@example.com');
    await page.getByText('Uwzględniaj w statystykach', { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: 'Uwzględniaj w statystykach' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await visible(page.getByRole('button', { name: 'Dodano' }));
    await expect.poll(() => pathOf(page), { timeout: 6000 }).toBe('/authors');
    const created = await findByName('/api/authors', name);
    expect(created).toMatchObject({ name, nameSlug: name, email: 'autor@example.com', includeInStats: true });
  });
});

describe('sites', () => {
  it('a save does not navigate: a new page becomes its edit screen; deleting asks', async () => {
    const { page } = admin;
    await panel.visit(page, '/sites/new');
    await visible(heading(page, 'Nowa strona'));
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect.poll(() => describedText(textbox(page, 'Tytuł'))).toContain('Pole Wymagane');
    const title = `Strona ${Date.now()}`;
    await textbox(page, 'Tytuł').fill(title);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect.poll(() => pathOf(page), { timeout: 5000 }).toMatch(/^\/sites\/edit\/\d+$/);
    await visible(heading(page, 'Edycja strony'));
    // The heading can show before the form holds the saved record: wait for the value, not the heading.
    await expect.poll(() => textbox(page, 'Tytuł').inputValue()).toBe(title);
    await expectNoAxeViolations(page, 'site edit');

    await panel.visit(page, `/sites?searchQuery=${encodeURIComponent(title)}`);
    const row = (await tableRows(page, 'Lista stron')).first();
    await row.getByRole('button', { name: /^Usuń/ }).click();
    await expectAlertDialog(page, {
      name: 'Usuwanie strony',
      says: 'Czy na pewno chcesz usunąć tą stronę?',
      axe: 'site delete dialog',
    });
  });
  it("'Dodaj' pressed while an inline image uploads waits for it and sends the content with the image (WEB-82)", async () => {
    const { page } = admin;
    await panel.visit(page, '/sites/new');
    await visible(heading(page, 'Nowa strona'));
    await textbox(page, 'Tytuł').fill(`Strona z obrazem ${Date.now()}`);
    await page.getByRole('textbox', { name: 'Treść' }).fill('Treść strony');
    const upload = await holdRequests(page, /\/api\/article_images$/);
    await page
      .locator('[data-field="content"] input[type="file"]')
      .setInputFiles(pngFile('obraz.png', 320, 200));
    await upload.sent;
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/sites',
    );
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await upload.release();
    const body = (await posted).postDataJSON() as { content: string };
    expect(body.content).toMatch(/<img src="[^"]*\/article_images\/[^"]+"/);
    expect(body.content).toContain('Treść strony');
    await expect.poll(() => pathOf(page), { timeout: 5000 }).toMatch(/^\/sites\/edit\/\d+$/);
  });
});

describe('deleted silos and silo groups', () => {
  for (const subject of [
    {
      path: '/silos',
      api: '/api/silos',
      table: 'Lista silosów',
      deletedName: 'Telewizja analogowa',
      title: 'Silosy',
    },
    {
      path: '/silos_groups',
      api: '/api/silos_groups',
      table: 'Lista grup silosów',
      deletedName: 'Stare zestawienia',
      title: 'Grupy silosów',
    },
  ]) {
    it(`${subject.path}: the 'Usunięte' line, no edit link, edit leaves for the list; the delete dialog's wording`, async () => {
      const { page } = admin;
      await panel.visit(page, `${subject.path}?searchQuery=${encodeURIComponent(subject.deletedName)}`);
      const row = (await tableRows(page, subject.table)).first();
      expect(await row.textContent()).toMatch(/Usunięte : \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
      expect(await row.getByRole('link', { name: 'Edytuj' }).count()).toBe(0);
      expect(await row.getByRole('button', { name: /^Usuń/ }).count()).toBe(0);
      const deleted = await findByName(subject.api, subject.deletedName);
      await panel.visit(page, `${subject.path}/edit/${deleted?.id}`);
      await expect.poll(() => pathOf(page)).toBe(subject.path);
      await visible(heading(page, subject.title));

      const live = (await tableRows(page, subject.table))
        .and(page.locator(':not([data-deleted="true"])'))
        .first();
      await live.getByRole('button', { name: /^Usuń/ }).click();
      const dialog = await expectAlertDialog(page, {
        name: 'Usuwanie grupy silosów',
        says: 'Czy na pewno chcesz usunąć tę grupę silosów?',
        axe: `${subject.path} delete dialog`,
      });
      await dialog.getByRole('button', { name: 'Anuluj' }).click();
    });
  }
});

describe('silo edit', () => {
  it('loads every field with its photo, the groups as chosen, and the content rules; saves and returns 1 s later', async () => {
    const { page } = admin;
    const listed = (await panel.apiGet('/api/silos')) as {
      'hydra:member': Array<{ id: number; name: string; deleted: string | null }>;
    };
    const silo = listed['hydra:member'].find((record) => record.deleted === null);
    const full = (await panel.apiGet(`/api/silos/${silo?.id}`)) as Record<string, unknown>;
    await panel.visit(page, `/silos/edit/${silo?.id}`);
    await visible(heading(page, 'Edycja silosa'));
    await expect.poll(() => textbox(page, 'Nazwa').inputValue()).toBe(silo?.name);
    expect(await textbox(page, 'Opis').inputValue()).toBe(full.description);
    // The photo of the record: the catalogue mode with its file named.
    await visible(page.getByText(/Wybrane zdjęcie: /));
    await expectNoAxeViolations(page, 'silo edit');

    // Content: required (its minimum of 2 counts the editor's HTML, which a typed letter already passes).
    const content = page.getByRole('textbox', { name: 'Treść' });
    await content.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect.poll(() => page.getByText('Treść nie może być pusta.').count()).toBeGreaterThan(0);
    await content.click();
    await page.keyboard.type('yz');

    // The catalogue picker opens in a dialog.
    await page.getByRole('button', { name: 'Zmień zdjęcie' }).click();
    const picker = page.getByRole('dialog', { name: /Wybierz zdjęcie/ });
    await visible(picker);
    await expectNoAxeViolations(page, 'photo picker');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Zapisz' }).click();
    await visible(page.getByRole('button', { name: 'Zapisano' }));
    await expect.poll(() => pathOf(page), { timeout: 5000 }).toBe('/silos');
    const saved = (await panel.apiGet(`/api/silos/${silo?.id}`)) as Record<string, unknown>;
    expect(saved.mediaId).toBe(full.mediaId);
    expect(saved.silosGroup).toEqual(full.silosGroup);
    expect(String(saved.content)).toContain('yz');
  });
});
