/**
 * The screens of 01 end to end: Home, cache management, Google verification (JSON and file), blocking
 * lists, login history; axe on each screen and each open dialog.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  atHome,
  expectNoAxeViolations,
  gone,
  HOME_GREETING,
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

const panel = testPanel();
const admin = suiteTab(panel, 'admin');

describe('Home', () => {
  it('greets and spins the logo', async () => {
    const { page } = admin;
    await panel.visit(page, '/');
    await visible(heading(page, HOME_GREETING));
    const logo = page.getByRole('main').getByRole('img', { name: 'Redakcja' });
    await visible(logo);
    const animation = await logo.evaluate((element) => getComputedStyle(element).animationName);
    expect(animation).not.toBe('none');
    expect(await page.title()).toBe('Strona główna – Redakcja');
  });
});

describe('cache management', () => {
  const buttons = [
    ['Wyczyść cache wszystkich artykułów', '/cache/articles/delete_cache'],
    ["Wyczyść cache sekcji 'Top'", '/cache/cache/sg'],
    ['Wyczyść cache grup branżowych', '/cache/cache/industries'],
    ['Wyczyść cache paska nawigacji', '/cache/cache/menu'],
  ] as const;

  it('clears each cache with its call, a spinner meanwhile, and the success modal', async () => {
    const { page } = admin;
    await panel.visit(page, '/cache');
    await visible(page.getByRole('heading', { name: 'Zarządzanie cache' }));
    await expectNoAxeViolations(page, 'cache');
    for (const [label, path] of buttons) {
      // The call is held until the spinner has been seen.
      const call = await holdRequests(page, `**${path}`);
      await page.getByRole('button', { name: label }).click();
      await call.sent;
      await visible(page.getByRole('main').getByRole('progressbar'));
      // Every button waits while a call runs (WEB-6).
      for (const [other] of buttons)
        expect(await page.getByRole('button', { name: other }).isDisabled()).toBe(true);
      await call.release();
      const dialog = page.getByRole('dialog', { name: 'Cache pomyślnie usunięty.' });
      await visible(dialog);
      await gone(page.getByRole('main').getByRole('progressbar'));
      await expectNoAxeViolations(page, `cache success dialog (${label})`);
      await dialog.getByRole('button', { name: 'Zamknij' }).click();
      await gone(dialog);
      // The focus goes back to the button that opened it, not to the page's body.
      await expect.poll(() => isFocused(page.getByRole('button', { name: label }))).toBe(true);
    }
    // Escape closes the dialog as well, and the focus comes back the same way.
    await page.getByRole('button', { name: buttons[0][0] }).click();
    const dialog = page.getByRole('dialog', { name: 'Cache pomyślnie usunięty.' });
    await visible(dialog);
    await page.keyboard.press('Escape');
    await gone(dialog);
    await expect.poll(() => isFocused(page.getByRole('button', { name: buttons[0][0] }))).toBe(true);
  });

  it('shows the error modal when a clear fails', async () => {
    const { page } = admin;
    await panel.visit(page, '/cache');
    await page.route('**/cache/cache/menu', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Wyczyść cache paska nawigacji' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Wystąpił błąd podczas usuwania cache. Spróbuj ponownie.',
    });
    await visible(dialog);
    await expectNoAxeViolations(page, 'cache error dialog');
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await gone(dialog);
    await page.unroute('**/cache/cache/menu');
  });
});

describe('Google verification (D10: root only)', () => {
  it('validates the JSON text, focuses the field, saves it, and shows the server’s error under the field', async () => {
    const { page } = admin;
    await panel.visit(page, '/google_credentials_settings');
    await visible(page.getByRole('heading', { name: 'Zmiana weryfikacji Google' }));
    await expectNoAxeViolations(page, 'google');
    const field = page.getByLabel('Dane uwierzytelniające (JSON)');
    const save = page.getByRole('button', { name: 'Zapisz' });

    await save.click();
    await visible(page.getByText('Pole Wymagane'));
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);

    await field.fill('{"type": "service_account", ');
    await save.click();
    // Pasted text has a message of its own: no file is involved.
    await visible(page.getByText('Wklejone dane nie są poprawnym obiektem JSON'));
    expect(await page.getByText('Niepoprawny plik autoryzacyjny').count()).toBe(0);
    expect(await field.inputValue()).toBe('{"type": "service_account", ');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, 'google with an error');

    await field.fill('{"type": "service_account", "client_email": "panel@redakcja.example"}');
    await save.click();
    await visible(page.getByRole('button', { name: 'Zapisano' }));
    expect(await panel.apiGet('/api/google/credentials')).toMatchObject({
      configured: true,
      clientEmail: 'panel@redakcja.example',
    });

    // A refusal that names its error: under the field, and 'Błąd' on the button.
    await page.route('**/api/google/credentials', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Klucz prywatny jest nieprawidłowy.', violations: [] }),
      }),
    );
    await field.fill('{"type": "service_account"}');
    await page.getByRole('button', { name: /Zapisz|Zapisano/ }).click();
    await visible(page.getByText('Klucz prywatny jest nieprawidłowy.'));
    await visible(page.getByRole('button', { name: 'Błąd' }));
    await page.unroute('**/api/google/credentials');
  });

  it("sends a credentials file ('Plik autoryzacyjny', 'Zmień'); refuses one that is not JSON or cannot be read", async () => {
    const { page } = admin;
    await panel.visit(page, '/google_credentials_settings');
    const fileForm = page.getByRole('region', { name: 'Plik z danymi uwierzytelniającymi' });
    await visible(fileForm.getByText('Plik autoryzacyjny'));
    const change = fileForm.getByRole('button', { name: 'Zmień' });

    await change.click();
    await visible(fileForm.getByText('Pole Wymagane'));

    const input = fileForm.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'klucz.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('to nie jest JSON'),
    });
    await change.click();
    await visible(fileForm.getByText('Niepoprawny plik autoryzacyjny'));

    // A file that is gone by the time it is read (moved, deleted) cannot be loaded.
    const folder = await mkdtemp(join(tmpdir(), 'redakcja-credentials-'));
    const vanishing = join(folder, 'klucz.json');
    await writeFile(vanishing, '{"type": "service_account"}');
    await input.setInputFiles(vanishing);
    await rm(folder, { recursive: true });
    await change.click();
    await visible(fileForm.getByText('Nie udało się załadować pliku'));

    await input.setInputFiles({
      name: 'klucz.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ type: 'service_account', client_email: 'plik@redakcja.example' })),
    });
    await change.click();
    await visible(fileForm.getByRole('button', { name: 'Zmieniono' }));
    expect(await panel.apiGet('/api/google/credentials')).toMatchObject({
      clientEmail: 'plik@redakcja.example',
    });
    await expectNoAxeViolations(page, 'google file form');
  });

  it('is not mounted for other roles', async () => {
    const { page } = await panel.open({ as: 'superredaktor', path: '/google_credentials_settings' });
    await atHome(page);
    expect(pathOf(page)).toBe('/');
  });
});

describe("blocking ('Blokowanie')", () => {
  it('loads the three lists, saves each with its own cycle (normalised, D17), and keeps them', async () => {
    const { page } = admin;
    await panel.visit(page, '/bans');
    await visible(page.getByRole('heading', { name: 'Blokowanie' }));
    const ips = page.getByRole('textbox', { name: 'Zablokowane adresy IP' });
    const domains = page.getByRole('textbox', { name: 'Zablokowane domeny email' });
    const words = page.getByRole('textbox', { name: 'Niedozwolone słowa w komentarzach' });
    await visible(ips);
    expect(await ips.inputValue()).toBe('83.12.44.101\n91.200.12.7\n2a02:a311::1');
    expect(await domains.inputValue()).toBe('mailinator.com\ntrashmail.de\n10minutemail.com');
    expect(await words.inputValue()).toBe('spam\nkasyno online\ntanie kredyty');
    await expectNoAxeViolations(page, 'bans');

    await ips.fill('  10.0.0.1  \n\n83.12.44.101\n10.0.0.1\n');
    const ipsSection = page.getByRole('region', { name: 'Zablokowane adresy IP' });
    const clock = await stopClock(page);
    await ipsSection.getByRole('button', { name: 'Zapisz' }).click();
    await visible(ipsSection.getByRole('button', { name: 'Zapisano' }));
    expect(await ips.inputValue()).toBe('10.0.0.1\n83.12.44.101');
    // The shared save cycle: idle again 4 s later.
    await clock.runFor(3999);
    expect(await ipsSection.getByRole('button', { name: 'Zapisano' }).count()).toBe(1);
    await clock.runFor(1);
    await visible(ipsSection.getByRole('button', { name: 'Zapisz' }));
    await clock.resume();
    // The other lists' buttons did not move.
    expect(
      await page
        .getByRole('region', { name: 'Zablokowane domeny email' })
        .getByRole('button', { name: 'Zapisz' })
        .count(),
    ).toBe(1);

    await page.route('**/api/black_words/0', (route) => route.fulfill({ status: 500, body: '' }));
    await words.fill('spam\nhazard');
    const wordsSection = page.getByRole('region', { name: 'Niedozwolone słowa w komentarzach' });
    await wordsSection.getByRole('button', { name: 'Zapisz' }).click();
    await visible(wordsSection.getByRole('button', { name: 'Błąd' }));
    expect(await words.inputValue()).toBe('spam\nhazard');
    await page.unroute('**/api/black_words/0');

    await page.reload();
    await visible(page.getByRole('textbox', { name: 'Zablokowane adresy IP' }));
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Zablokowane adresy IP' }).inputValue())
      .toBe('10.0.0.1\n83.12.44.101');
    expect(await page.getByRole('textbox', { name: 'Niedozwolone słowa w komentarzach' }).inputValue()).toBe(
      'spam\nkasyno online\ntanie kredyty',
    );

    await page.getByRole('link', { name: 'Powrót' }).click();
    await atHome(page);
  });
});

describe('login history', () => {
  it('lists ID, Użytkownik, Data (pl-PL) and Log with pagination at the top and the bottom', async () => {
    const { page } = admin;
    await panel.visit(page, '/logs');
    await visible(heading(page, 'Historia logowań'));
    const rows = await tableRows(page, LOGS);
    expect(await rows.count()).toBe(30);
    expect(await tableHeaders(page, LOGS)).toEqual(['ID', 'Użytkownik', 'Data', 'Log']);
    const firstRow = (await rows.first().locator('td, th').allTextContents()).map((cell) => cell.trim());
    expect(firstRow[2]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(await pagination(page, 'góra').count()).toBe(1);
    expect(await pagination(page, 'dół').count()).toBe(1);
    await expectNoAxeViolations(page, 'logs');

    await goToPage(page, 2, 'dół');
    await expect.poll(() => pathOf(page)).toBe('/logs?page=2');
    await loadedRowsDiffer(page, firstRow[0] ?? '');
    await page.reload();
    expect(await currentPage(page)).toBe('2');
  });

  it('searches by username 500 ms after typing stops, and keeps the search in the address', async () => {
    const { page } = admin;
    await panel.visit(page, '/logs');
    await tableRows(page, LOGS);
    await expectListSearch(page, {
      label: 'Szukaj użytkownika',
      text: 'telefony',
      api: '/api/logs',
      param: 'user.username',
      path: '/logs',
      rows: { read: () => usersShown(page), expected: ['telefony'] },
    });
    await page.reload();
    await expect.poll(() => usersShown(page)).toEqual(['telefony']);
    expect(await page.getByLabel('Szukaj użytkownika').inputValue()).toBe('telefony');
  });

  it('filters the entries logged before a date, kept in the address', async () => {
    const { page } = admin;
    await panel.visit(page, '/logs');
    const newest = await datesShown(page);
    // The calendar is a dialog too.
    await page.getByRole('button', { name: 'Otwórz kalendarz' }).click();
    await visible(page.getByRole('dialog', { name: 'Kalendarz' }));
    await expectNoAxeViolations(page, 'logs calendar');
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog', { name: 'Kalendarz' }));

    // A month back: the demo's 300 entries, one every 5 hours, span about two months.
    const before = new Date(Date.now() - 30 * 24 * 3_600_000);
    const iso = before.toISOString().slice(0, 10);
    const [year, month, day] = iso.split('-');
    const filtered = page.waitForRequest(
      (request) => new URL(request.url()).searchParams.get('loggedAt[before]') === iso,
    );
    await page.getByRole('group', { name: 'Zalogowano przed dniem' }).getByRole('spinbutton').first().click();
    await page.keyboard.type(`${day}${month}${year}`);
    await filtered;
    await expect.poll(() => pathOf(page)).toBe(`/logs?before=${iso}`);
    // The server reads the date in its own zone and the panel shows Warsaw's: a day's slack covers both.
    const bound = new Date(`${iso}T00:00:00`).getTime() + 24 * 3_600_000;
    await expect.poll(async () => (await datesShown(page))[0] !== newest[0]).toBe(true);
    const shown = await datesShown(page);
    expect(shown).toHaveLength(30);
    expect(shown.every((date) => date < bound)).toBe(true);

    await page.reload();
    await expect.poll(() => datesShown(page)).toEqual(shown);
    await goToPage(page, 2, 'góra');
    await expect.poll(() => pathOf(page)).toBe(`/logs?before=${iso}&page=2`);
    await expect.poll(async () => (await datesShown(page)).every((date) => date < bound)).toBe(true);

    await page.getByRole('group', { name: 'Zalogowano przed dniem' }).getByRole('spinbutton').first().click();
    await page.keyboard.type('01012000');
    await expect.poll(() => pathOf(page)).toBe('/logs?before=2000-01-01');
    // No entry that old: the table says so rather than showing its header alone.
    await expect.poll(async () => (await tableRows(page, LOGS)).allTextContents()).toEqual(['Brak wyników']);
  });
});

const LOGS = 'Historia logowań';

async function usersShown(page: Page): Promise<string[]> {
  const rows = await tableRows(page, LOGS);
  return [...new Set((await rows.getByRole('rowheader').allTextContents()).map((name) => name.trim()))];
}

/** The Data column as times (the browser's zone is the tests' Europe/Warsaw, like the machine's). */
async function datesShown(page: Page): Promise<number[]> {
  const cells = await (await tableRows(page, LOGS)).locator(':is(td, th):nth-child(3)').allTextContents();
  return cells.map((cell) => {
    const [date = '', time = ''] = cell.trim().split(' ');
    const [day, month, year] = date.split('.');
    return new Date(`${year}-${month}-${day}T${time}:00`).getTime();
  });
}

async function loadedRowsDiffer(page: Page, firstId: string) {
  await expect
    .poll(async () =>
      (await (await tableRows(page, LOGS)).first().locator('td, th').first().textContent())?.trim(),
    )
    .not.toBe(firstId);
}
