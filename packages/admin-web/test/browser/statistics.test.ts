/**
 * The statistics screens: 'Statystyki artykułów' (/article_stats_google: published articles, search and
 * page in the address, Id, Tytuł, GSC, GA3, GA4, the per-row loader with its spinner, figures and red
 * 'Błąd' that retries) and 'Statystyki autorów' (/author_stats: 'Wyszukaj autorów...', from before to
 * with its message, Id, Nazwa, Ilość artykułów, Suma wyświetleń, an em dash for missing views).
 */
import { authorMessages } from '@redakcja/api-sdk';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  heading,
  holdRequests,
  pathOf,
  suiteTab,
  tableHeaders,
  tableRows,
  testPanel,
  visible,
} from './harness';

const panel = testPanel();
const admin = suiteTab(panel, 'admin');

describe('Statystyki artykułów', () => {
  it('lists published articles with search in the address and loads a row: spinner, figures; axe', async () => {
    const { page } = admin;
    const requests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/articles') requests.push(url);
    });
    await panel.visit(page, '/article_stats_google');
    await visible(heading(page, 'Statystyki artykułów'));
    const rows = await tableRows(page, 'Statystyki artykułów');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(requests[0]?.searchParams.get('isPublish')).toBe('true');
    expect(await tableHeaders(page, 'Statystyki artykułów')).toEqual(['Id', 'Tytuł', 'GSC', 'GA3', 'GA4']);
    await expectNoAxeViolations(page, '/article_stats_google');

    const first = rows.first();
    const id = (await first.locator('td, th').first().textContent())?.trim();
    const held = await holdRequests(page, `**/api/articles/${id}/googleSearchConsoleStatistics`);
    await first.locator('td, th').nth(2).getByRole('button', { name: 'Załaduj statystyki' }).click();
    await held.sent;
    await visible(first.locator('td, th').nth(2).getByRole('progressbar'));
    await held.release();
    const gsc = (await panel.apiGet(`/api/articles/${id}/googleSearchConsoleStatistics`)) as {
      impressions: number;
    };
    await expect
      .poll(() => first.locator('td, th').nth(2).textContent())
      .toContain(`Wyświetlenia ${gsc.impressions.toLocaleString('pl-PL')}`);

    await page.getByLabel('Szukaj po tytule').fill('rynek');
    await expect.poll(() => pathOf(page)).toBe('/article_stats_google?searchQuery=rynek');
    await expect.poll(() => requests.at(-1)?.searchParams.get('title')).toBe('rynek');
  });

  it("shows a red 'Błąd' when the statistics fail, and retries on it", async () => {
    const { page } = admin;
    await panel.visit(page, '/article_stats_google');
    const row = (await tableRows(page, 'Statystyki artykułów')).nth(1);
    await page.route('**/googleAnalytics4Statistics', (route) => route.fulfill({ status: 503, body: '' }));
    const cell = row.locator('td, th').nth(4);
    await cell.getByRole('button', { name: 'Załaduj statystyki' }).click();
    await visible(cell.getByRole('button', { name: 'Błąd' }));
    await page.unroute('**/googleAnalytics4Statistics');
    await cell.getByRole('button', { name: 'Błąd' }).click();
    await expect.poll(() => cell.textContent()).toContain('Użytkownicy');
  });
});

describe('Statystyki autorów', () => {
  it('lists authors with their counts and views; the range must run forwards; axe', async () => {
    const { page } = admin;
    await panel.visit(page, '/author_stats');
    await visible(heading(page, 'Statystyki autorów'));
    const rows = await tableRows(page, 'Statystyki autorów');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await tableHeaders(page, 'Statystyki autorów')).toEqual([
      'Id',
      'Nazwa',
      'Ilość artykułów',
      'Suma wyświetleń',
    ]);
    await visible(page.getByLabel('Wyszukaj autorów...'));
    await expectNoAxeViolations(page, '/author_stats');

    // From after to: the message, and no request.
    await panel.visit(page, '/author_stats?after=2026-05-10&before=2026-05-01');
    await visible(page.getByText(authorMessages.statsRange));
    expect(await (await tableRows(page, 'Statystyki autorów')).count()).toBe(0);

    // Missing views show an em dash.
    await page.route('**/api/authors/stats**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { 'hydra:member': { totalArticlesViews?: number | null }[] };
      const first = body['hydra:member'][0];
      if (first) first.totalArticlesViews = null;
      await route.fulfill({ response, json: body });
    });
    await panel.visit(page, '/author_stats');
    const first = (await tableRows(page, 'Statystyki autorów')).first();
    await expect.poll(() => first.locator('td, th').nth(3).textContent()).toBe('—');
    await page.unroute('**/api/authors/stats**');
  });
});
