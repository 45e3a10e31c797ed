/**
 * The keyboard shortcuts (docs/shortcuts.md): 'Przejdź do…' on Ctrl+K and the shell's button, per demo
 * user (the screens of the user's own menu and no other, 'kom' + Enter, an article's id + Enter, a title
 * fragment, focus back on Escape, the recent list and its removal at logout), Ctrl+S on a form (one save,
 * a second press during it sends nothing, never the browser's own save), '?' and its sheet, '/' and the
 * list's search box, and axe with the palette and the sheet open.
 */

import { DEMO_USERS } from '@redakcja/api-sandbox';
import { accessibleAreas, areaOfApiCall } from '@redakcja/api-sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../src/app/routing';
import {
  atHome,
  expectNoAxeViolations,
  heading,
  holdRequests,
  isFocused,
  pathOf,
  submitLogin,
  testPanel,
  visible,
} from './harness';

const panel = testPanel();

const PALETTE = 'Przejdź do…';
const palette = (page: Page) => page.getByRole('dialog', { name: PALETTE });
const searchBox = (page: Page) => palette(page).getByRole('textbox', { name: 'Szukaj ekranu lub rekordu' });
const optionsOf = (page: Page, section: string) =>
  palette(page).getByRole('group', { name: section }).getByRole('option');

/** Waits for the shortcuts (loaded while the panel idles: their button shows), then opens the palette. */
async function openPalette(page: Page) {
  await visible(page.getByRole('button', { name: /^Przejdź do…/ }));
  await page.keyboard.press('Control+K');
  await visible(searchBox(page));
  await expect.poll(() => isFocused(searchBox(page))).toBe(true);
}

/** The labels of the menu's links the user sees, groups' children in place (what the menu test checks). */
function menuLabels(username: string): string[] {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(username);
  return buildMenu({ user, enabledAreas: [] }).flatMap((item) =>
    item.kind === 'group' ? item.children.map((child) => child.label) : [item.label],
  );
}

interface ApiPage<T> {
  'hydra:member': T[];
}
async function firstArticle(): Promise<{ id: number; title: string }> {
  const page = (await panel.apiGet('/api/articles?sponsored=0')) as ApiPage<{
    id: number;
    title: string;
    deleted: string | null;
  }>;
  const article = page['hydra:member'].find((candidate) => !candidate.deleted && candidate.title.length > 12);
  if (!article) throw new Error('no article in the demo seed');
  return article;
}

describe('Przejdź do…, per demo user', () => {
  for (const username of ['admin', 'redaktor', 'komentarze', 'prasa']) {
    const editorial = username === 'admin' || username === 'redaktor';
    const comments = username === 'admin' || username === 'komentarze';

    it(`${username}: offers the screens of the menu the user sees, and opens them`, async () => {
      const { page } = await panel.open({ as: username });
      // Focus on a menu link: Escape brings it back there.
      const home = page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link').first();
      await home.focus();
      await openPalette(page);
      expect(await optionsOf(page, 'Ekrany').allTextContents()).toEqual(
        menuLabels(username).map((label) => `${label} Ekran`),
      );
      await expectNoAxeViolations(page, `${username}: palette open`);
      await page.keyboard.press('Escape');
      await expect.poll(() => palette(page).count()).toBe(0);
      await expect.poll(() => isFocused(home)).toBe(true);

      // 'kom': Komentarze for those who may moderate, never for the others.
      await openPalette(page);
      await page.keyboard.type('kom');
      const screens = optionsOf(page, 'Ekrany');
      if (comments) {
        await expect.poll(() => screens.first().textContent()).toBe('Komentarze Ekran');
        await page.keyboard.press('Enter');
        await visible(heading(page, 'Komentarze'));
        expect(pathOf(page)).toBe('/comments');
        await expect.poll(() => palette(page).count()).toBe(0);
      } else {
        await expect
          .poll(() => palette(page).getByRole('status').textContent())
          .toMatch(/^(Brak wyników|Znaleziono)/);
        expect(await palette(page).getByRole('option', { name: 'Komentarze, Ekran' }).count()).toBe(0);
        await page.keyboard.press('Escape');
      }

      // An article's id alone: its edit screen for the editorial roles, nothing for the others.
      const article = await firstArticle();
      await openPalette(page);
      await page.keyboard.type(String(article.id));
      if (editorial) {
        // Named by its title and its area.
        const found = palette(page).getByRole('option', { name: `${article.title}, Artykuł`, exact: true });
        await visible(found);
        await page.keyboard.press('Enter');
        await expect.poll(() => pathOf(page)).toBe(`/articles/edit/${article.id}`);
        await visible(heading(page, 'Edycja artykułu'));
      } else {
        await expect
          .poll(() => palette(page).getByRole('status').textContent())
          .not.toBe('Wyszukiwanie rekordów…');
        expect(
          await palette(page)
            .getByRole('option')
            .filter({ hasText: /Artykuł$/ })
            .count(),
        ).toBe(0);
        await page.keyboard.press('Escape');
      }
    });
  }

  it("a number asks only the areas of the user's own menu for it, and a record not found logs nothing", async () => {
    const { page } = await panel.open({ as: 'redaktor' });
    const user = DEMO_USERS.find((candidate) => candidate.username === 'redaktor');
    if (!user) throw new Error('redaktor');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/[\w/-]+\/987654$/.test(new URL(request.url()).pathname)) asked.push(request.url());
    });
    // The browser's own line for a 404 ('Failed to load resource') is the platform's; the panel adds none.
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        logged.push(message.text());
    });
    await openPalette(page);
    await page.keyboard.type('987654');
    await expect
      .poll(() => palette(page).getByRole('status').textContent())
      .not.toBe('Wyszukiwanie rekordów…');
    const allowed = accessibleAreas(user.roles);
    const areas = asked.map((url) => areaOfApiCall('GET', url));
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.filter((area) => area === null || !allowed.includes(area))).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('finds an article by a fragment of its title, naming its area, and the recent list keeps it', async () => {
    const { page } = await panel.open({ as: 'redaktor' });
    const article = await firstArticle();
    const fragment = article.title.slice(2, 10);
    await openPalette(page);
    await page.keyboard.type(fragment);
    const found = palette(page)
      .getByRole('group', { name: 'Rekordy' })
      .getByRole('option', { name: `${article.title}, Artykuł`, exact: true });
    await visible(found);
    await found.first().click();
    await expect.poll(() => pathOf(page)).toBe(`/articles/edit/${article.id}`);

    // With nothing typed, what was opened comes first, by its title.
    await visible(heading(page, 'Edycja artykułu'));
    await openPalette(page);
    expect(await optionsOf(page, 'Ostatnio otwierane').first().textContent()).toBe(
      `${article.title} Artykuł`,
    );
    await page.keyboard.press('Escape');
  });

  it('cancels the previous record search as the user types on', async () => {
    const { page } = await panel.open({ as: 'admin' });
    const aborted: string[] = [];
    const articleCalls: string[] = [];
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) aborted.push(request.url());
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/articles')) articleCalls.push(`${url.pathname}${url.search}`);
    });
    await openPalette(page);
    // The first search is held, so the next text finds it still under way.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/categories?*', async (route) => {
      await held;
      await route.continue().catch(() => aborted.push(route.request().url()));
    });
    await page.keyboard.type('kraj');
    await expect.poll(() => articleCalls.some((call) => call.includes('title=kraj'))).toBe(true);
    await page.keyboard.type('x');
    release();
    await expect
      .poll(() => aborted.some((url) => url.includes('/api/categories?') && url.includes('name=kraj')))
      .toBe(true);
    await page.unroute('**/api/categories?*');
    await expect.poll(() => articleCalls.some((call) => call.includes('title=krajx'))).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('forgets the recent screens at logout', async () => {
    const { page } = await panel.open({ as: 'admin', path: '/categories' });
    await visible(heading(page, 'Kategorie'));
    await visible(page.getByRole('button', { name: /^Przejdź do…/ }));
    const stored = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('redakcja.recent:')));
    await expect.poll(stored).toEqual(['redakcja.recent:admin']);
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await visible(page.getByLabel('Nazwa użytkownika'));
    expect(await stored()).toEqual([]);
  });
});

describe('Ctrl+K from the first moment', () => {
  for (const username of ['admin', 'redaktor', 'komentarze']) {
    it(`${username}: pressed as soon as the home greeting shows, before the shortcuts' code is in, it opens the palette`, async () => {
      const { page } = await panel.open({ path: '/login' });
      await visible(heading(page, 'Zaloguj się'));
      // The shortcuts' code is held back: the key is pressed before it could have come.
      const host = await holdRequests(page, /\/assets\/ShortcutsHost-[^/]*\.js$/);
      await submitLogin(page, username);
      await atHome(page);
      await page.keyboard.press('Control+K');
      await host.release();
      await visible(searchBox(page));
      await expect.poll(() => isFocused(searchBox(page))).toBe(true);
      await expectNoAxeViolations(page, `${username}: palette opened by an early Ctrl+K`);
    });
  }
});

describe('Ctrl+S', () => {
  it('presses the form save button once; a second Ctrl+S while it saves sends nothing', async () => {
    const categories = (await panel.apiGet('/api/categories')) as ApiPage<{
      id: number;
      deleted: string | null;
    }>;
    const category = categories['hydra:member'].find((candidate) => !candidate.deleted);
    if (!category) throw new Error('no category');
    const { page } = await panel.open({ as: 'admin', path: `/categories/edit/${category.id}` });
    await visible(heading(page, 'Edycja kategorii'));
    await visible(page.getByRole('button', { name: /^Przejdź do…/ }));
    const saves: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/api/categories/${category.id}`, async (route) => {
      if (route.request().method() === 'GET') return route.continue();
      saves.push(route.request().method());
      await held;
      await route.continue();
    });
    // Typing in a field: Ctrl+S still saves, and the browser's own save is never asked for.
    await page.evaluate(() => {
      window.addEventListener('keydown', (event) => {
        if (event.key.toLowerCase() === 's' && event.ctrlKey)
          document.body.dataset.saveDefaultPrevented = String(event.defaultPrevented);
      });
    });
    const name = page.getByRole('textbox', { name: /^Nazwa/ }).first();
    await name.click();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await page.keyboard.press('Control+S');
    await expect.poll(() => saves.length).toBe(1);
    expect(await page.evaluate(() => document.body.dataset.saveDefaultPrevented)).toBe('true');
    await visible(page.getByRole('button', { name: 'Wysyłanie…' }));
    await page.keyboard.press('Control+S');
    await page.keyboard.press('Control+S');
    // Nothing more is sent: the button is busy and the save path drops a second save.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    expect(saves).toEqual(['PUT']);
    release();
    await visible(page.getByRole('button', { name: 'Zapisano' }));
    expect(saves).toEqual(['PUT']);
  });

  it('does nothing where no form is open, and keeps the browser from saving the page', async () => {
    const { page } = await panel.open({ as: 'admin', path: '/categories' });
    await visible(heading(page, 'Kategorie'));
    await visible(page.getByRole('button', { name: /^Przejdź do…/ }));
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });
    await page.evaluate(() => {
      // On the document, capturing: after the panel's own listener (the window's), before any other.
      document.addEventListener(
        'keydown',
        (event) => {
          if (event.key.toLowerCase() === 's')
            document.body.dataset.saveDefaultPrevented = String(event.defaultPrevented);
        },
        true,
      );
    });
    await page.keyboard.press('Control+S');
    await expect.poll(() => page.evaluate(() => document.body.dataset.saveDefaultPrevented)).toBe('true');
    expect(sent).toEqual([]);
    expect(pathOf(page)).toBe('/categories');
  });
});

describe("'?' and '/'", () => {
  it("'?' outside a field opens the sheet of shortcuts; in a field it is the user's text", async () => {
    const { page } = await panel.open({ as: 'admin', path: '/categories' });
    await visible(heading(page, 'Kategorie'));
    await visible(page.getByRole('button', { name: /^Przejdź do…/ }));
    const search = page.getByLabel('Szukaj po nazwie');
    await search.click();
    await page.keyboard.type('?');
    expect(await search.inputValue()).toBe('?');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // '/' puts the caret in the list's search box, from anywhere outside a field.
    await search.fill('');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    await expect.poll(() => isFocused(search)).toBe(true);
    expect(await search.inputValue()).toBe('');

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Skróty klawiszowe' });
    await visible(sheet);
    const keys = (await sheet.locator('dt').allTextContents()).map((text) => text.trim());
    expect(keys).toEqual(expect.arrayContaining(['Ctrl + K lub ⌘ + K', 'Ctrl + S lub ⌘ + S', '?', '/']));
    await expectNoAxeViolations(page, 'shortcut sheet open');
    // No shortcut reaches the page under the sheet.
    await page.keyboard.press('Control+K');
    expect(await palette(page).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
  });

  it("the shell's buttons name their shortcuts and open the palette and the sheet", async () => {
    const { page } = await panel.open({ as: 'komentarze' });
    const button = page.getByRole('button', { name: /^Przejdź do…/ });
    await visible(button);
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
    expect(await button.textContent()).toMatch(/Ctrl\+K$/);
    await button.click();
    await visible(searchBox(page));
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(button)).toBe(true);
    await page.getByRole('button', { name: /^Skróty klawiszowe/ }).click();
    await visible(page.getByRole('dialog', { name: 'Skróty klawiszowe' }));
  });
});
