/**
 * The articles list and the sponsored list (02 §2, §4, §7, §8): sponsored=0 / sponsored=1, the search sent
 * as title and introduction 500 ms after typing, paging and search in the address, the isPublish state,
 * the isRssWykop and isHot toggles (PATCH the opposite, reload; a failed patch ignored), 'Podgląd SG' only
 * while the preview limit lies ahead, the Google statistics modal on published rows (its success and its
 * failure), greyed deleted rows without an edit link, and the delete confirmation.
 */
import { articleTraits, DEMO_RECORDS } from '@redakcja/api-sandbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAlertDialog } from './dialogs';
import { clickSwitch } from './formFields';
import {
  expectNoAxeViolations,
  gone,
  heading,
  holdRequests,
  pathOf,
  suiteTab,
  tableHeaders,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { currentPage, expectListSearch, goToPage, wordsOfCells } from './lists';

const panel = testPanel();
const editor = suiteTab(panel, 'redaktor');
const A = DEMO_RECORDS.articles;

interface ApiArticle {
  id: number;
  title: string;
  isRssWykop: boolean;
  isHot: boolean;
  sponsored: boolean;
  deleted: string | null;
}
const apiArticle = async (id: number) => (await panel.apiGet(`/api/articles/${id}`)) as ApiArticle;

/** The row of an article by its id (first cell). */
async function rowOf(page: Page, table: string, id: number) {
  const rows = await tableRows(page, table);
  return rows.filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^\\s*${id}\\s*$`) }) });
}

/** Opens the list on the page holding the article (the lists are newest first, 30 a page). */
async function listWith(page: Page, path: string, table: string, id: number, title: string) {
  await panel.visit(page, `${path}?searchQuery=${encodeURIComponent(title)}`);
  await visible(await rowOf(page, table, id));
  return rowOf(page, table, id);
}

describe('Artykuły', () => {
  it('lists only non-sponsored articles with search, paging and the address state; axe', async () => {
    const { page } = editor;
    const requests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/articles') requests.push(url);
    });
    await panel.visit(page, '/articles');
    await visible(heading(page, 'Artykuły'));
    const rows = await tableRows(page, 'Lista artykułów');
    await expect.poll(() => rows.count()).toBe(30);
    expect(requests[0]?.searchParams.get('sponsored')).toBe('0');
    expect(await tableHeaders(page, 'Lista artykułów')).toEqual(
      expect.arrayContaining(['Id', 'Tytuł', 'Widoczny', 'RSS Wykop', 'Hot news', 'Statystyki', 'Akcje']),
    );
    const ids = (await rows.locator('td:first-child').allTextContents()).map((text) => Number(text.trim()));
    expect(ids.some((id) => articleTraits(id).sponsored)).toBe(false);
    // 'Widoczny': each record's isPublish as a named check or cross, drawn by CSS on the cell's image
    // (UI-47), one shape for each state.
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const state = tr.querySelector('[role="img"]');
        return {
          name: state?.getAttribute('aria-label'),
          shape: state ? getComputedStyle(state, '::before').maskImage : 'none',
        };
      }),
    );
    expect(shown.map(({ name }) => name)).toEqual(
      ids.map((id) => (articleTraits(id).published ? 'Opublikowany' : 'Nieopublikowany')),
    );
    const shapes = new Map(shown.map(({ name, shape }) => [name, shape]));
    expect(shapes.size).toBe(2);
    for (const shape of shapes.values()) expect(shape).toContain('data:image/svg+xml');
    expect(shapes.get('Opublikowany')).not.toBe(shapes.get('Nieopublikowany'));
    await visible(page.getByRole('link', { name: 'Dodaj nowy' }));
    await expectNoAxeViolations(page, '/articles');

    // Paging keeps the page in the address; a reload restores it.
    await goToPage(page, 2, 'góra');
    await expect.poll(() => pathOf(page)).toBe('/articles?page=2');
    await page.reload();
    expect(await currentPage(page)).toBe('2');

    // The search sends the same text as title and introduction, 500 ms after typing stops.
    const article = await apiArticle(A.plainPublished);
    const word = article.title.split(' ').find((part) => part.length > 5) ?? article.title;
    await panel.visit(page, '/articles');
    await tableRows(page, 'Lista artykułów');
    await expectListSearch(page, {
      label: 'Szukaj po tytule i opisie',
      text: word,
      api: '/api/articles',
      param: 'title',
      alongWith: { introduction: word, sponsored: '0' },
      path: '/articles',
    });
  });

  it('shows the sponsored articles on their own list (sponsored=1)', async () => {
    const { page } = editor;
    await panel.visit(page, '/articles_sponsored');
    await visible(heading(page, 'Artykuły sponsorowane'));
    const rows = await tableRows(page, 'Lista artykułów sponsorowanych');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const ids = (await rows.locator('td:first-child').allTextContents()).map((text) => Number(text.trim()));
    expect(ids.every((id) => articleTraits(id).sponsored)).toBe(true);
    await expectNoAxeViolations(page, '/articles_sponsored');
  });

  it('gives the titles their room at 1280 pixels: no word cut, switches without text of their own', async () => {
    const { page } = editor;
    await panel.visit(page, '/articles');
    const rows = await tableRows(page, 'Lista artykułów');
    await expect.poll(() => rows.count()).toBe(30);
    // The first page holds a deleted article: its 'Usunięte : …' mark breaks at its spaces (UI-48).
    expect(await page.locator('tr[data-deleted]').count()).toBeGreaterThan(0);
    const words = await wordsOfCells(rows, [2], 30);
    expect(words.length).toBeGreaterThan(60);
    expect(words.filter(({ cut }) => cut).map(({ word }) => word)).toEqual([]);
    // A row's switches are named for assistive technology; the column headers name them on screen (WEB-85).
    const drawnStates: boolean[] = [];
    for (const label of ['RSS Wykop', 'Hot news']) {
      const switches = rows.getByRole('switch', { name: new RegExp(`^${label} artykułu \\d+$`) });
      expect(await switches.count()).toBeGreaterThan(20);
      const texts = await switches.evaluateAll((inputs) =>
        inputs.map((input) => input.closest('td')?.textContent),
      );
      expect(new Set(texts)).toEqual(new Set(['']));
      // Each switch is its input alone, drawn by CSS (UI-50): the handle on the right on the primary
      // colour when on, on the left on the border's colour when off.
      const looks = await switches.evaluateAll((inputs) =>
        inputs.map((input) => {
          const style = getComputedStyle(input);
          return {
            on: (input as HTMLInputElement).checked,
            alone: input.parentElement?.children.length === 1,
            handle: style.backgroundPosition,
            colour: style.backgroundColor,
          };
        }),
      );
      expect(looks.every(({ alone }) => alone)).toBe(true);
      for (const look of looks) expect(look.handle).toBe(look.on ? '100% 50%' : '0% 50%');
      const colours = (on: boolean) =>
        new Set(looks.filter((look) => look.on === on).map(({ colour }) => colour));
      expect(colours(true).size).toBeLessThanOrEqual(1);
      expect(colours(false).size).toBe(1);
      expect([...colours(true)].some((colour) => colours(false).has(colour))).toBe(false);
      drawnStates.push(...looks.map(({ on }) => on));
    }
    // Both states were on the page, so both drawings were checked.
    expect(new Set(drawnStates)).toEqual(new Set([true, false]));
    // In forced-colours mode (a gradient and a background colour are dropped there) the browser draws it.
    await page.emulateMedia({ forcedColors: 'active' });
    try {
      expect(
        await rows
          .getByRole('switch')
          .first()
          .evaluate((input) => getComputedStyle(input).appearance),
      ).toBe('auto');
    } finally {
      await page.emulateMedia({ forcedColors: 'none' });
    }
  });

  it('keeps the titles in whole words at 1024 pixels and on a phone', async () => {
    const { page } = editor;
    try {
      for (const size of [
        { width: 1024, height: 768 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        await panel.visit(page, '/articles');
        const rows = await tableRows(page, 'Lista artykułów');
        await expect.poll(() => rows.count()).toBe(30);
        // At 1024 the buttons, switches and dates took the room and left a title four letters a line
        // (UI-53); on a phone every text cell was cut at each line (UI-54).
        const words = await wordsOfCells(rows, [2], 30);
        expect(words.length).toBeGreaterThan(60);
        expect(words.filter(({ cut }) => cut).map(({ word }) => word)).toEqual([]);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('greys deleted rows with their deletion time and no edit link or delete button', async () => {
    const { page } = editor;
    const deleted = await apiArticle(A.deleted);
    const row = await listWith(page, '/articles', 'Lista artykułów', deleted.id, deleted.title);
    expect(await row.getAttribute('data-deleted')).toBe('true');
    expect(await row.textContent()).toMatch(/Usunięte : \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(await row.getByRole('link', { name: 'Edytuj' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /^Usuń/ }).count()).toBe(0);
  });

  it('flips isRssWykop and isHot with a PATCH of the opposite value; the state holds after a reload', async () => {
    const { page } = editor;
    const article = await apiArticle(A.plainPublished);
    for (const [field, label] of [
      ['isRssWykop', 'RSS Wykop'],
      ['isHot', 'Hot news'],
    ] as const) {
      const before = article[field];
      const row = await listWith(page, '/articles', 'Lista artykułów', article.id, article.title);
      const toggle = row.getByRole('switch', { name: `${label} artykułu ${article.id}` });
      expect(await toggle.isChecked()).toBe(before);
      const patch = page.waitForRequest(
        (request) => request.method() === 'PATCH' && request.url().endsWith(`/api/articles/${article.id}`),
      );
      await clickSwitch(toggle);
      expect((await patch).postDataJSON()).toEqual({ [field]: !before });
      await expect.poll(async () => (await apiArticle(article.id))[field]).toBe(!before);
      await page.reload();
      const again = (await rowOf(page, 'Lista artykułów', article.id)).getByRole('switch', {
        name: `${label} artykułu ${article.id}`,
      });
      await expect.poll(() => again.isChecked()).toBe(!before);
    }
  });

  it('ignores a failed patch: no message, the state stays as the server has it', async () => {
    const { page } = editor;
    const article = await apiArticle(A.plainPublished);
    const row = await listWith(page, '/articles', 'Lista artykułów', article.id, article.title);
    await page.route(`**/api/articles/${article.id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"hydra:description":"x"}' })
        : route.continue(),
    );
    const toggle = row.getByRole('switch', { name: `Hot news artykułu ${article.id}` });
    const before = await toggle.isChecked();
    const reload = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/articles');
    await clickSwitch(toggle);
    await reload;
    await expect.poll(() => toggle.isChecked()).toBe(before);
    expect(await page.getByRole('alert').allTextContents()).toEqual(
      expect.not.arrayContaining([expect.stringMatching(/\S/)]),
    );
    await page.unroute(`**/api/articles/${article.id}`);
  });

  it('updates the rows in place on the next page; a pending toggle stays with its article (WEB-80)', async () => {
    const { page } = editor;
    await panel.visit(page, '/articles');
    const rows = await tableRows(page, 'Lista artykułów');
    await expect.poll(() => rows.count()).toBe(30);
    const firstId = async () => Number((await rows.first().locator('td').first().textContent())?.trim());
    const x = await firstId();
    const place = await rows.first().elementHandle();
    const held = await holdRequests(page, `**/api/articles/${x}`);
    const toggleOf = (id: number) => rows.first().getByRole('switch', { name: `RSS Wykop artykułu ${id}` });
    await clickSwitch(toggleOf(x));
    await held.sent;
    await expect.poll(() => toggleOf(x).isDisabled()).toBe(true);

    await goToPage(page, 2, 'góra');
    await expect.poll(firstId).not.toBe(x);
    const y = await firstId();
    // The same row element, now the page's first article's.
    expect(await place?.evaluate((row) => row.isConnected)).toBe(true);
    expect(Number((await place?.evaluate((row) => row.querySelector('td')?.textContent))?.trim())).toBe(y);
    // Its toggle is that article's, not x's pending one.
    expect(await toggleOf(y).isDisabled()).toBe(false);
    expect(await toggleOf(y).isChecked()).toBe((await apiArticle(y)).isRssWykop);
    await held.release();
  });

  it("closes an article's statistics when its row's place shows another article (WEB-80)", async () => {
    const { page } = editor;
    await panel.visit(page, '/articles');
    const rows = await tableRows(page, 'Lista artykułów');
    await expect.poll(() => rows.count()).toBe(30);
    const withStatistics = async () =>
      rows.evaluateAll((found) =>
        found.flatMap((row, index) =>
          row.querySelector('button[aria-label^="Statystyki Google"]') ? [index] : [],
        ),
      );
    const onFirst = await withStatistics();
    await goToPage(page, 2, 'góra');
    await expect.poll(() => pathOf(page)).toBe('/articles?page=2');
    await tableRows(page, 'Lista artykułów');
    await expect.poll(() => rows.count()).toBe(30);
    const index = (await withStatistics()).find((one) => onFirst.includes(one));
    expect(index).toBeDefined();
    await rows
      .nth(index ?? 0)
      .getByRole('button', { name: /^Statystyki Google/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Statystyki artykułu' });
    await visible(dialog);
    // Back to page 1: the button's place now stands for another article, whose figures it must not show.
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/articles');
    await gone(dialog);
  });

  it("offers 'Podgląd SG' only while previewDateLimit lies in the future", async () => {
    const { page } = editor;
    const active = await apiArticle(A.previewActive);
    const row = await listWith(page, '/articles', 'Lista artykułów', active.id, active.title);
    const link = row.getByRole('link', { name: `Podgląd SG: ${active.title}` });
    await visible(link);
    expect(await link.getAttribute('href')).toContain(`/articles/preview/${active.id}`);
    const plain = await apiArticle(A.plainPublished);
    const plainRow = await listWith(page, '/articles', 'Lista artykułów', plain.id, plain.title);
    expect(await plainRow.getByRole('link', { name: /Podgląd SG/ }).count()).toBe(0);
    // An expired limit (demo article 100) shows none either.
    const expired = await apiArticle(100);
    const expiredRow = await listWith(page, '/articles', 'Lista artykułów', expired.id, expired.title);
    expect(await expiredRow.getByRole('link', { name: /Podgląd SG/ }).count()).toBe(0);
  });

  it('opens the Google statistics of a published article: GSC, GA3 and GA4 fetched together; axe', async () => {
    const { page } = editor;
    const article = await apiArticle(A.plainPublished);
    const row = await listWith(page, '/articles', 'Lista artykułów', article.id, article.title);
    const sources: string[] = [];
    page.on('request', (request) => {
      const match = /\/api\/articles\/\d+\/(google\w+)$/.exec(new URL(request.url()).pathname);
      if (match?.[1]) sources.push(match[1]);
    });
    await row.getByRole('button', { name: `Statystyki Google: ${article.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Statystyki artykułu' });
    await visible(dialog.getByRole('table', { name: 'Google Analytics 4' }));
    expect(sources.sort()).toEqual([
      'googleAnalytics3Statistics',
      'googleAnalytics4Statistics',
      'googleSearchConsoleStatistics',
    ]);
    const gsc = (await panel.apiGet(`/api/articles/${article.id}/googleSearchConsoleStatistics`)) as {
      impressions: number;
      clicks: number;
    };
    const gscText = await dialog.getByRole('table', { name: 'Google Search Console' }).textContent();
    expect(gscText).toContain(`Wyświetlenia${gsc.impressions.toLocaleString('pl-PL')}`);
    expect(gscText).toContain(`Kliknięcia${gsc.clicks.toLocaleString('pl-PL')}`);
    const ga3 = (await panel.apiGet(`/api/articles/${article.id}/googleAnalytics3Statistics`)) as Record<
      string,
      number
    >;
    const ga3Text = await dialog.getByRole('table', { name: 'Google Analytics 3' }).textContent();
    for (const [key, label] of [
      ['users', 'Użytkownicy'],
      ['newUsers', 'Nowi użytkownicy'],
      ['sessions', 'Sesje'],
      ['pageviews', 'Odsłony'],
    ] as const) {
      expect(ga3Text).toContain(`${label}${(ga3[key] ?? 0).toLocaleString('pl-PL')}`);
    }
    await expectNoAxeViolations(page, 'statistics modal');
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await gone(dialog);

    // Unpublished rows have no statistics button.
    const hidden = await apiArticle(A.hidden);
    const hiddenRow = await listWith(page, '/articles', 'Lista artykułów', hidden.id, hidden.title);
    expect(await hiddenRow.getByRole('button', { name: /Statystyki Google/ }).count()).toBe(0);
  });

  it("fails the whole statistics when one source fails: 'Błąd' with the text and the server's reason", async () => {
    const { page } = editor;
    const article = await apiArticle(A.plainPublished);
    const row = await listWith(page, '/articles', 'Lista artykułów', article.id, article.title);
    await page.route('**/googleAnalytics3Statistics', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/ld+json',
        body: JSON.stringify({ 'hydra:description': 'Google Analytics nie odpowiada.' }),
      }),
    );
    await row.getByRole('button', { name: `Statystyki Google: ${article.title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Błąd' });
    await visible(dialog);
    expect(await dialog.textContent()).toContain(
      'Wystąpił błąd podczas próby uzyskania statystyk artykułu. Google Analytics nie odpowiada.',
    );
    expect(await dialog.getByRole('table').count()).toBe(0);
    await expectNoAxeViolations(page, 'statistics failure');
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await page.unroute('**/googleAnalytics3Statistics');
  });

  it("deletes behind 'Czy na pewno chcesz usunąć ten artykuł?', then the row shows deleted", async () => {
    const { page } = editor;
    const article = await apiArticle(A.hidden);
    const row = await listWith(page, '/articles', 'Lista artykułów', article.id, article.title);
    await row.getByRole('button', { name: `Usuń artykuł ${article.id}` }).click();
    const dialog = await expectAlertDialog(page, {
      name: 'Usuwanie artykułu',
      says: 'Czy na pewno chcesz usunąć ten artykuł?',
      axe: 'delete dialog',
    });
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await gone(dialog);
    expect((await apiArticle(article.id)).deleted).toBeNull();
    await row.getByRole('button', { name: `Usuń artykuł ${article.id}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Usuwanie artykułu' })
      .getByRole('button', { name: 'Usuń' })
      .click();
    await expect
      .poll(async () => (await rowOf(page, 'Lista artykułów', article.id)).getAttribute('data-deleted'))
      .toBe('true');
    expect((await apiArticle(article.id)).deleted).not.toBeNull();
  });
});
