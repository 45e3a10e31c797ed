/**
 * The screens of 01 end to end: Home, cache management, Google verification (JSON and file), blocking
 * lists, login history; axe on each screen and each open dialog.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiGet,
  expectNoAxeViolations,
  expectNoPageErrors,
  gone,
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

let panel: Panel;
let admin: TestPage;
beforeAll(async () => {
  panel = await startPanel();
  admin = await openPage(panel);
  await login(panel, admin.page, 'admin');
});
afterAll(async () => {
  expectNoPageErrors(admin?.errors ?? []);
  await panel?.close();
});

describe('Home', () => {
  it('greets and spins the logo', async () => {
    const { page } = admin;
    await visit(panel, page, '/');
    await visible(
      page.getByRole('heading', { level: 1, name: 'Witaj na nowej stronie panelu zarządzania treścią!' }),
    );
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
    await visit(panel, page, '/cache');
    await visible(page.getByRole('heading', { name: 'Zarządzanie cache' }));
    await expectNoAxeViolations(page, 'cache');
    for (const [label, path] of buttons) {
      // The call is held until the spinner has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`**${path}`, async (route) => {
        await held;
        await route.continue();
      });
      const request = page.waitForRequest(
        (candidate) => candidate.url().endsWith(path) && candidate.method() === 'POST',
      );
      await page.getByRole('button', { name: label }).click();
      await request;
      await visible(page.getByRole('progressbar'));
      release();
      const dialog = page.getByRole('dialog', { name: 'Cache pomyślnie usunięty.' });
      await visible(dialog);
      await gone(page.getByRole('main').getByRole('progressbar'));
      await expectNoAxeViolations(page, `cache success dialog (${label})`);
      await dialog.getByRole('button', { name: 'Zamknij' }).click();
      await gone(dialog);
      await page.unroute(`**${path}`);
    }
  });

  it('shows the error modal when a clear fails', async () => {
    const { page } = admin;
    await visit(panel, page, '/cache');
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
    await visit(panel, page, '/google_credentials_settings');
    await visible(page.getByRole('heading', { name: 'Zmiana weryfikacji Google' }));
    await expectNoAxeViolations(page, 'google');
    const field = page.getByLabel('Dane uwierzytelniające (JSON)');
    const save = page.getByRole('button', { name: 'Zapisz' });

    await save.click();
    await visible(page.getByText('Pole Wymagane'));
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);

    await field.fill('{"type": "service_account", ');
    await save.click();
    await visible(page.getByText('Niepoprawny plik autoryzacyjny'));
    expect(await field.inputValue()).toBe('{"type": "service_account", ');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, 'google with an error');

    await field.fill('{"type": "service_account", "client_email": "panel@redakcja.example"}');
    await save.click();
    await visible(page.getByRole('button', { name: 'Zapisano' }));
    expect(await apiGet(panel, '/api/google/credentials')).toMatchObject({
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

  it("sends a credentials file ('Plik autoryzacyjny', 'Zmień') and refuses a file that is not JSON", async () => {
    const { page } = admin;
    await visit(panel, page, '/google_credentials_settings');
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

    await input.setInputFiles({
      name: 'klucz.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ type: 'service_account', client_email: 'plik@redakcja.example' })),
    });
    await fileForm.getByRole('button', { name: /Zmień|Błąd/ }).click();
    await visible(fileForm.getByRole('button', { name: 'Zmieniono' }));
    expect(await apiGet(panel, '/api/google/credentials')).toMatchObject({
      clientEmail: 'plik@redakcja.example',
    });
    await expectNoAxeViolations(page, 'google file form');
  });

  it('is not mounted for other roles', async () => {
    const { page, context, errors } = await openPage(panel);
    await login(panel, page, 'superredaktor');
    await visit(panel, page, '/google_credentials_settings');
    await visible(page.getByRole('heading', { name: 'Witaj na nowej stronie panelu zarządzania treścią!' }));
    expectNoPageErrors(errors);
    await context.close();
  });
});

describe("blocking ('Blokowanie')", () => {
  it('loads the three lists, saves each with its own cycle (normalised, D17), and keeps them', async () => {
    const { page } = admin;
    await visit(panel, page, '/bans');
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
    await ipsSection.getByRole('button', { name: 'Zapisz' }).click();
    await visible(ipsSection.getByRole('button', { name: 'Zapisano' }));
    expect(await ips.inputValue()).toBe('10.0.0.1\n83.12.44.101');
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
    await visible(page.getByRole('heading', { name: 'Witaj na nowej stronie panelu zarządzania treścią!' }));
  });
});

describe('login history', () => {
  it('lists ID, Użytkownik, Data (pl-PL) and Log with pagination at the top and the bottom', async () => {
    const { page } = admin;
    await visit(panel, page, '/logs');
    await visible(page.getByRole('heading', { name: 'Historia logowań' }));
    const rows = await tableRows(page, 'Historia logowań');
    expect(await rows.count()).toBe(30);
    const headers = await page.locator('table[aria-label="Historia logowań"] thead th').allTextContents();
    expect(headers.map((header) => header.trim())).toEqual(['ID', 'Użytkownik', 'Data', 'Log']);
    const firstRow = (await rows.first().locator('td, th').allTextContents()).map((cell) => cell.trim());
    expect(firstRow[2]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(await page.getByRole('navigation', { name: 'Paginacja (góra)' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Paginacja (dół)' }).count()).toBe(1);
    await expectNoAxeViolations(page, 'logs');

    await page
      .getByRole('navigation', { name: 'Paginacja (dół)' })
      .getByRole('button', { name: 'Strona 2' })
      .click();
    await expect.poll(() => pathOf(page)).toBe('/logs?page=2');
    await loadedRowsDiffer(page, firstRow[0] ?? '');
    await page.reload();
    await visible(
      page.getByRole('navigation', { name: 'Paginacja (góra)' }).locator('[aria-current="page"]'),
    );
    expect(
      await page
        .getByRole('navigation', { name: 'Paginacja (góra)' })
        .locator('[aria-current="page"]')
        .textContent(),
    ).toBe('2');
  });

  it('searches by username and filters by date, keeping both in the address', async () => {
    const { page } = admin;
    await visit(panel, page, '/logs');
    await page.getByLabel('Szukaj użytkownika').fill('telefony');
    await expect.poll(() => pathOf(page)).toBe('/logs?searchQuery=telefony');
    const users = async () => {
      const rows = await tableRows(page, 'Historia logowań');
      return [
        ...new Set((await rows.locator('[role="rowheader"]').allTextContents()).map((name) => name.trim())),
      ];
    };
    await expect.poll(users).toEqual(['telefony']);

    await visit(panel, page, '/logs');
    // The calendar is a dialog too.
    await page.getByRole('button', { name: 'Otwórz kalendarz' }).click();
    await visible(page.getByRole('dialog', { name: 'Kalendarz' }));
    await expectNoAxeViolations(page, 'logs calendar');
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog', { name: 'Kalendarz' }));
    const day = page.getByRole('group', { name: 'Zalogowano przed dniem' }).getByRole('spinbutton').first();
    await day.click();
    await page.keyboard.type('01012000');
    await expect.poll(() => pathOf(page)).toBe('/logs?before=2000-01-01');
    await expect.poll(async () => (await tableRows(page, 'Historia logowań')).count()).toBe(0);
  });
});

async function loadedRowsDiffer(page: TestPage['page'], firstId: string) {
  await expect
    .poll(async () =>
      (await (await tableRows(page, 'Historia logowań')).first().locator('td').first().textContent())?.trim(),
    )
    .not.toBe(firstId);
}
