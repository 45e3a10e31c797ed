/**
 * The press centre, profiles and news (03 §2-§8; D5, D15, D27): the banner, the columns, the moderation
 * toggle ('Zaakceptuj i wyślij' / green check, state after reload), each validation message of a profile,
 * the password never echoed, delete confirmation; the news toggle (state after reload, the alert when it
 * fails), the sanitised preview where a hostile body executes nothing, `prasa`'s menu and direct URLs.
 */
import { describe, expect, it } from 'vitest';
import { fieldText, textbox } from './formFields';
import {
  expectNoAxeViolations,
  expectRefreshBeforeEditLoad,
  heading,
  holdRequests,
  pathOf,
  suiteTab,
  tableHeaders,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { wordsOfCells } from './lists';
import { PRESS_BANNER as BANNER } from './press';

const panel = testPanel();
const admin = suiteTab(panel, 'admin');
const PROFILES = 'Lista profili prasowych';
const NEWS = 'Lista newsów';

interface ApiCompany {
  id: number;
  name: string;
  moderationState: boolean | number;
}
async function company(id: number): Promise<ApiCompany> {
  return (await panel.apiGet(`/api/companies/${id}`)) as ApiCompany;
}

describe('press profiles', () => {
  it('lists with the banner and the columns, and toggles the moderation both ways', async () => {
    const { page } = admin;
    await panel.visit(page, '/pr_companies/index');
    await visible(heading(page, 'Profile prasowe'));
    await visible(page.getByText(BANNER));
    expect(await tableHeaders(page, PROFILES)).toEqual([
      'Id',
      'Nazwa firmy',
      'Data dodania',
      'Publikacja',
      'Akcje',
    ]);
    const first = (await tableRows(page, PROFILES)).first();
    const id = Number((await first.locator('td, th').first().textContent())?.trim());
    const before = Boolean(Number((await company(id)).moderationState));
    if (before) {
      await first.getByRole('button', { name: `Opublikowany profil ${id} – wycofaj publikację` }).click();
      await visible(page.getByRole('button', { name: `Zaakceptuj i wyślij profil ${id}` }));
    } else {
      await first.getByRole('button', { name: `Zaakceptuj i wyślij profil ${id}` }).click();
      await visible(page.getByRole('button', { name: `Opublikowany profil ${id} – wycofaj publikację` }));
    }
    await expect.poll(async () => Boolean(Number((await company(id)).moderationState))).toBe(!before);
    await page.reload();
    await visible(
      page.getByRole('button', {
        name: before ? `Zaakceptuj i wyślij profil ${id}` : `Opublikowany profil ${id} – wycofaj publikację`,
      }),
    );
    await expectNoAxeViolations(page, 'press profiles list');
  });

  it("keeps a pending moderation with its profile when a search puts another in the row's place (WEB-80)", async () => {
    const { page } = admin;
    await panel.visit(page, '/pr_companies/index');
    const rows = await tableRows(page, PROFILES);
    const idAt = async (index: number) =>
      Number((await rows.nth(index).locator('td, th').first().textContent())?.trim());
    const [a, b] = [await idAt(0), await idAt(1)];
    const toggleOf = (id: number) =>
      rows.first().getByRole('button', {
        name: new RegExp(`^(Zaakceptuj i wyślij profil|Opublikowany profil) ${id}\\b`),
      });
    const held = await holdRequests(page, `**/api/companies/${a}`);
    await toggleOf(a).click();
    await held.sent;
    // The mutation's pending state reaches the page a moment after its request leaves.
    await expect.poll(() => toggleOf(a).getAttribute('data-pending')).toBe('true');
    // Searching for b's name puts b in the first row's place.
    await page.getByRole('searchbox', { name: 'Szukaj po nazwie' }).fill((await company(b)).name);
    await expect.poll(() => idAt(0)).toBe(b);
    expect(await toggleOf(b).getAttribute('data-pending')).toBeNull();
    await held.release();
  });

  it('shows every message of a new profile, requires the password and never echoes it', async () => {
    const { page } = admin;
    await panel.visit(page, '/pr_companies/new');
    await visible(heading(page, 'Nowy profil'));
    await visible(page.getByText(BANNER));
    await page.getByRole('button', { name: 'Dodaj' }).click();
    for (const name of ['name', 'person', 'city', 'address', 'phone', 'email', 'www', 'descr', 'password']) {
      await expect.poll(() => fieldText(page, name)).toContain('Pole nie może być puste');
    }
    await textbox(page, 'Nazwa firmy').fill('A');
    await textbox(page, 'Telefon').fill('123456');
    await textbox(page, 'Email').fill('to nie adres');
    await textbox(page, 'Adres www').fill('przyklad');
    await page.getByLabel('Hasło', { exact: true }).fill('slabe');
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect.poll(() => fieldText(page, 'name')).toContain('Nazwa firmy musi posiadać minimum 2 znaki');
    await expect.poll(() => fieldText(page, 'phone')).toMatch(/minimum 7/);
    await expect.poll(() => fieldText(page, 'email')).toContain('Podaj poprawny adres e-mail');
    await expect
      .poll(() => fieldText(page, 'www'))
      .toContain('Podaj poprawny adres www (wzór: https://www.przyklad.pl/)');
    await expect
      .poll(() => fieldText(page, 'password'))
      .toContain(
        'Hasło musi składać się z co najmniej 8 znaków, w tym wielkiej litery, cyfry oraz znaku specjalnego.',
      );
    // What was typed stays.
    expect(await textbox(page, 'Telefon').inputValue()).toBe('123456');
    await expectNoAxeViolations(page, 'new press profile with messages');

    const name = `Biuro testowe ${Date.now()}`;
    await textbox(page, 'Nazwa firmy').fill(name);
    await textbox(page, 'Osoba kontaktowa').fill('Jan Kowalski');
    await textbox(page, 'Miasto').fill('Warszawa');
    await textbox(page, 'Adres').fill('ul. Prosta 1');
    await textbox(page, 'Telefon').fill('221234567');
    await textbox(page, 'Email').fill(`biuro${Date.now()}@przyklad.pl`);
    await textbox(page, 'Adres www').fill('https://www.przyklad.pl/');
    await textbox(page, 'Opis').fill('Opis biura prasowego');
    await page.getByLabel('Hasło', { exact: true }).fill('Mocne#Haslo1');
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toMatch(/^\/pr_companies\/index/);

    const found = (await panel.apiGet(`/api/companies?name=${encodeURIComponent(name)}`)) as {
      'hydra:member': ApiCompany[];
    };
    const created = found['hydra:member'].find((item) => item.name === name);
    expect(created).toBeDefined();
    expect(JSON.stringify(await company(created?.id ?? 0))).not.toContain('Mocne#Haslo1');

    await panel.visit(page, `/pr_companies/edit/${created?.id}`);
    await visible(heading(page, 'Edycja profilu'));
    await expect.poll(() => textbox(page, 'Nazwa firmy').inputValue()).toBe(name);
    // Write-only: blank on edit, and a save without one keeps the profile valid.
    expect(await page.getByLabel('Hasło', { exact: true }).inputValue()).toBe('');
    expect(await page.content()).not.toContain('Mocne#Haslo1');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await visible(page.getByRole('button', { name: 'Zapisano' }));
    await expectNoAxeViolations(page, 'press profile edit');
  });

  it('deletes after the confirmation and a deleted profile’s edit screen leaves', async () => {
    const { page } = admin;
    await panel.visit(page, '/pr_companies/index?searchQuery=SA');
    // A profile not deleted yet (the demo has deleted ones, greyed without 'Usuń').
    const row = (await tableRows(page, PROFILES))
      .filter({ has: page.getByRole('button', { name: /^Usuń profil/ }) })
      .first();
    const id = Number((await row.locator('td, th').first().textContent())?.trim());
    await row.getByRole('button', { name: `Usuń profil ${id}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Usuwanie użytkownika' });
    await visible(dialog);
    await visible(dialog.getByText('Czy na pewno chcesz usunąć użytkownika?'));
    await expectNoAxeViolations(page, 'delete profile dialog');
    await dialog.getByRole('button', { name: /Usuń|Tak/ }).click();
    await expect
      .poll(async () => ((await company(id)) as unknown as { deleted: unknown }).deleted)
      .toBeTruthy();
    await panel.visit(page, `/pr_companies/edit/${id}`);
    await expect.poll(() => pathOf(page)).toBe('/pr_companies/index');
  });
});

describe('press news', () => {
  it('lists with the banner, searches by title and toggles the publication with a reload', async () => {
    const { page } = admin;
    await panel.visit(page, '/prs/admin_index_news');
    await visible(heading(page, 'Centrum prasowe'));
    await visible(page.getByText(BANNER));
    expect(await tableHeaders(page, NEWS)).toEqual(['Id', 'Publikacja', 'Tytuł', 'Treść', 'Akcje']);
    const first = (await tableRows(page, NEWS)).first();
    expect(await first.getByRole('button', { name: /^Usuń/ }).count()).toBe(0);
    const toggle = first.getByRole('button', { name: /^Publikacja newsa/ });
    const label = (await toggle.getAttribute('aria-label')) ?? '';
    const wasOn = label.endsWith(': tak');
    await toggle.click();
    const flipped = label.replace(/: (tak|nie)$/, wasOn ? ': nie' : ': tak');
    await visible(page.getByRole('button', { name: flipped }));
    await page.reload();
    await visible(page.getByRole('button', { name: flipped }));
    await expectNoAxeViolations(page, 'press news list');

    const title = (
      (await (await tableRows(page, NEWS)).first().getByRole('rowheader').textContent()) ?? ''
    ).trim();
    await page.getByRole('searchbox').fill(title.slice(0, 12));
    await expect.poll(() => pathOf(page)).toContain('searchQuery=');
  });

  it('keeps the ids whole at 1280 pixels and reads a body paragraph by paragraph', async () => {
    const { page } = admin;
    // The first news's body as an import brings it: paragraphs and a line break, no spaces between them.
    const newsList = (url: URL) => url.pathname === '/api/news';
    await page.route(newsList, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { 'hydra:member': Record<string, unknown>[] };
      const [first, ...rest] = body['hydra:member'];
      await route.fulfill({
        response,
        json: {
          ...body,
          'hydra:member': [
            { ...first, content: '<h2>Wyniki</h2><p>widzów 16-49</p><p>Badanie<br>słuchalności</p>' },
            ...rest,
          ],
        },
      });
    });
    try {
      await panel.visit(page, '/prs/admin_index_news');
      const rows = await tableRows(page, NEWS);
      await visible(rows.first());
      expect(((await rows.first().locator('td').nth(2).textContent()) ?? '').trim()).toBe(
        'Wyniki widzów 16-49 Badanie słuchalności',
      );
      // The ids (six digits) are not cut inside, as the table squeezed them before (UI-51).
      const words = await wordsOfCells(rows, [1]);
      expect(words.length).toBeGreaterThanOrEqual(10);
      expect(words.filter(({ cut }) => cut).map(({ word }) => word)).toEqual([]);
    } finally {
      await page.unroute(newsList);
    }
  });

  it('says a failed toggle in an alert', async () => {
    const { page } = admin;
    await panel.visit(page, '/prs/admin_index_news');
    const first = (await tableRows(page, NEWS)).first();
    await page.route('**/api/news/*', (route) =>
      route.request().method() === 'PATCH' ? route.abort() : route.continue(),
    );
    await first.getByRole('button', { name: /^Publikacja newsa/ }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Wystąpił błąd podczas zmiany publikacji!' }));
    await page.unroute('**/api/news/*');
  });

  it('previews a hostile body sanitised: nothing executes', async () => {
    const { page } = admin;
    await page.route('**/api/news/1', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({
        response,
        json: {
          ...body,
          title: 'Tytuł <img src=x onerror="window.__pwned=1">',
          content: '<p>Treść</p><img src=x onerror="window.__pwned=2"><script>window.__pwned=3</script>',
        },
      });
    });
    await panel.visit(page, '/prs/admin_index_news/show/1');
    await visible(page.getByRole('heading', { level: 2, name: 'Tytuł' }));
    await visible(page.getByText('Treść', { exact: true }));
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('article script, article [onerror]').count()).toBe(0);
    await expectNoAxeViolations(page, 'press news preview');
    await page.unroute('**/api/news/1');

    await panel.visit(page, '/prs/admin_index_news/show/999999');
    await expect.poll(() => pathOf(page)).toBe('/prs/admin_index_news');
  });

  it('gives prasa the press news and magazines by menu and by address', async () => {
    const tab = await panel.open({ as: 'prasa' });
    const { page } = tab;
    const menu = page.getByRole('navigation').first();
    await visible(menu.getByRole('link', { name: 'Centrum prasowe' }));
    await visible(menu.getByRole('link', { name: 'Magazyny' }));
    expect(await menu.getByRole('link', { name: 'Profile prasowe' }).count()).toBe(0);
    await menu.getByRole('link', { name: 'Magazyny' }).click();
    await visible(heading(page, 'Magazyny'));
    await panel.visit(page, '/prs/admin_index_news');
    await visible(heading(page, 'Centrum prasowe'));
    await panel.visit(page, '/press_magazines/new');
    await visible(heading(page, 'Nowy magazyn'));
  });
});

describe('press profiles: the token refreshed before the edit load (01 §1)', () => {
  // Tokens live 8 s: fewer than the 10 s threshold remain from the start.
  const shortLived = testPanel({ accessTtl: 8 });

  it('refreshes the access token before loading a profile when under 10 s remain', async () => {
    const { page } = await shortLived.open({ as: 'admin', path: '/pr_companies/index' });
    await visible(heading(page, 'Profile prasowe'));
    const edit = (await tableRows(page, PROFILES)).getByRole('link', { name: 'Edytuj' }).first();
    await expectRefreshBeforeEditLoad(page, edit, '/api/companies');
    await visible(heading(page, 'Edycja profilu'));
    await expect.poll(() => textbox(page, 'Nazwa firmy').inputValue()).not.toBe('');
  });
});
