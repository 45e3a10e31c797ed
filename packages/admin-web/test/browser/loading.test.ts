/**
 * The loading path: deep links at any depth, unknown segments before a
 * known path, the prefix without its slash, undecodable and very long addresses all load the panel with
 * no failed or mistyped request; the panel's files come compressed; a screen's first query is sent while
 * its code is still loading; the session restore's refresh is sent by index.html before the entry's code
 * has loaded, and the session core takes its answer (WEB-45–47).
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  atHome,
  heading,
  holdRequests,
  PREFIX,
  signedIn,
  type Tab,
  tableRows,
  testPanel,
  visible,
} from './harness';

// No hub: these tests wait for the network to go idle, which a hub's open stream never lets it do.
const panel = testPanel({ hub: false });

/** A logged-in tab whose every response is recorded from the first request on. */
async function recordedTab(): Promise<{ tab: Tab; responses: Response[] }> {
  const tab = await panel.open();
  await tab.context.addCookies([await panel.refreshCookie('admin')]);
  const responses: Response[] = [];
  tab.page.on('response', (response) => responses.push(response));
  return { tab, responses };
}

/** Every request of the panel's own files went to the prefix's folder and got its real type. */
async function expectCleanLoad(page: Page, responses: readonly Response[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  const failed = responses.filter((response) => response.status() >= 400);
  expect(failed.map((response) => `${response.status()} ${response.url()}`)).toEqual([]);
  const assets = responses.filter((response) => new URL(response.url()).pathname.includes('/assets/'));
  expect(assets.length).toBeGreaterThan(5);
  for (const response of assets) {
    const { pathname } = new URL(response.url());
    expect(pathname, 'an asset outside the panel root').toMatch(new RegExp(`^${PREFIX}/assets/[^/]+$`));
    expect(response.headers()['content-type'], pathname).toMatch(/javascript|css/);
  }
}

describe('addresses under the prefix', () => {
  it('a deep link two segments down loads its assets from the panel root and shows its screen', async () => {
    const { tab, responses } = await recordedTab();
    await panel.visit(tab.page, '/categories/edit/1');
    await visible(heading(tab.page, 'Edycja kategorii'));
    await expectCleanLoad(tab.page, responses);
  });

  for (const path of ['/foo/categories', '/x/categories/edit/1', '/%E0%A4%A']) {
    it(`${path} shows Home with the menu`, async () => {
      const { tab, responses } = await recordedTab();
      await panel.visit(tab.page, path);
      await atHome(tab.page);
      await visible(tab.page.getByRole('navigation', { name: 'Menu główne' }));
      expect(new URL(tab.page.url()).pathname).toMatch(new RegExp(`^${PREFIX}/?$`));
      await expectCleanLoad(tab.page, responses);
    });
  }

  it('the prefix without its slash', async () => {
    const { tab, responses } = await recordedTab();
    await tab.page.goto(panel.url);
    await atHome(tab.page);
    await expectCleanLoad(
      tab.page,
      responses.filter((response) => response.status() !== 301),
    );
  });

  it('an 18 KB address (a 3,000-character search) reloads as the panel', async () => {
    const { tab } = await recordedTab();
    const search = 'ąęść żółw '.repeat(370);
    await panel.visit(tab.page, `/comments?searchQuery=${encodeURIComponent(search)}`);
    expect(tab.page.url().length).toBeGreaterThan(18_000);
    await visible(heading(tab.page, 'Komentarze'));
    await tab.page.reload();
    await visible(heading(tab.page, 'Komentarze'));
    expect(await tab.page.locator('body').textContent()).not.toContain('"statusCode"');
  });
});

describe('data and code in parallel, compressed', () => {
  for (const list of [
    { path: '/comments', api: '/api/comments', chunk: 'CommentsScreen', table: 'Lista komentarzy' },
    { path: '/logs?page=2', api: '/api/logs', chunk: 'LogsScreen', table: 'Historia logowań' },
    { path: '/categories', api: '/api/categories', chunk: 'CategoriesListScreen', table: 'Lista kategorii' },
    { path: '/groups', api: '/api/groups', chunk: 'GroupsListScreen', table: 'Lista grup' },
  ]) {
    it(`${list.path}: the list query is sent while the screen chunk is still loading, once`, async () => {
      const { tab } = await recordedTab();
      const held = await holdRequests(tab.page, new RegExp(`/assets/${list.chunk}-[^/]+\\.js$`));
      const listRequests: string[] = [];
      const isList = (url: string) => new URL(url).pathname === list.api;
      tab.page.on('request', (request) => {
        if (isList(request.url())) listRequests.push(request.url());
      });
      const sentWhileHeld = tab.page.waitForRequest((request) => isList(request.url()));
      await panel.visit(tab.page, list.path);
      await held.sent;
      await sentWhileHeld;
      await held.release();
      await visible(tab.page.locator(`table[aria-label="${list.table}"] tbody tr`));
      expect(listRequests).toHaveLength(1);
    });
  }

  it("the session restore's refresh and the list's first query are sent while the entry's code is still loading, once each (WEB-72)", async () => {
    const { tab } = await recordedTab();
    const entry = await holdRequests(tab.page, /\/assets\/index-[^/]+\.js$/);
    const refreshes: string[] = [];
    const lists: string[] = [];
    const isRefresh = (url: string) => new URL(url).pathname === '/api/token/refresh';
    const isList = (url: string) => new URL(url).pathname === '/api/comments';
    tab.page.on('request', (request) => {
      if (isRefresh(request.url())) refreshes.push(request.method());
      if (isList(request.url())) lists.push(new URL(request.url()).search);
    });
    const refreshedWhileHeld = tab.page.waitForRequest((request) => isRefresh(request.url()));
    const listedWhileHeld = tab.page.waitForRequest((request) => isList(request.url()));
    // The page's load waits for the held entry: the visit ends after the release.
    const visiting = panel.visit(tab.page, '/comments');
    await entry.sent;
    await refreshedWhileHeld;
    await listedWhileHeld;
    await entry.release();
    await visiting;
    await visible((await tableRows(tab.page, 'Lista komentarzy')).first());
    // The session core took both answers (no second refresh, no second list query), and nothing of the
    // boot is left on the window (it hands the entry one object: src/boot/handoff.ts).
    expect(refreshes).toEqual(['POST']);
    expect(lists).toEqual(['?page=1']);
    expect(
      await tab.page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('__redakcja'))),
    ).toEqual([]);
  });

  it("/comments: the list query is sent while the logged-in panel's code is still loading", async () => {
    const { tab } = await recordedTab();
    const shell = await holdRequests(tab.page, /\/assets\/LoggedInApp-[^/]+\.js$/);
    const isList = (url: string) => new URL(url).pathname === '/api/comments';
    const sentWhileHeld = tab.page.waitForRequest((request) => isList(request.url()));
    await panel.visit(tab.page, '/comments');
    await shell.sent;
    await sentWhileHeld;
    await shell.release();
    await visible((await tableRows(tab.page, 'Lista komentarzy')).first());
  });

  it('a second deep link in the same tab restores the session and shows its rows (WEB-55)', async () => {
    const { tab } = await recordedTab();
    await panel.visit(tab.page, '/');
    await atHome(tab.page);
    // The entry now comes from the cache and may run before config.json has answered: the core's
    // refresh must not take the Web Lock before the inline script's (it would wait for it forever).
    await panel.visit(tab.page, '/comments');
    await visible((await tableRows(tab.page, 'Lista komentarzy')).first());
    await signedIn(tab.page);
  });

  it('JavaScript and CSS come compressed, hashed files cached for good', async () => {
    const { tab, responses } = await recordedTab();
    await panel.visit(tab.page, '/comments');
    await tableRows(tab.page, 'Lista komentarzy');
    const scripts = responses.filter((response) => /\/assets\/.+\.js$/.test(response.url()));
    expect(scripts.length).toBeGreaterThan(5);
    for (const response of scripts) {
      const headers = await response.allHeaders();
      if (Number(headers['content-length'] ?? 2000) < 1024) continue;
      expect(headers['content-encoding'], response.url()).toMatch(/^(br|gzip)$/);
      expect(headers['cache-control'], response.url()).toContain('immutable');
    }
  });
});

describe("a screen's files on a navigation inside the panel (WEB-71)", () => {
  it("preloads all of the next screen's JavaScript and stylesheets at once, from index.html's table", async () => {
    const { tab, responses } = await recordedTab();
    await panel.visit(tab.page, '/');
    await atHome(tab.page);
    await tab.page
      .getByRole('navigation', { name: 'Menu główne' })
      .getByRole('link', { name: 'Kategorie' })
      .click();
    const rows = await tableRows(tab.page, 'Lista kategorii');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    // Every file of the route in index.html's table has its preload link, fetched together, not level by
    // level as each chunk's imports are found: `modulepreload` for a chunk, a style preload for its CSS.
    const missing = await tab.page.evaluate(() => {
      // index.html's table, the build's data for the boot (#redakcja-boot), which the boot hands the panel.
      const table = JSON.parse(document.getElementById('redakcja-boot')?.textContent ?? '{}').assets as
        | { files: string[]; routes: [string, number[]][] }
        | undefined;
      const route = table?.routes.find(([path]) => path === 'categories');
      if (!table || !route) return ['no table'];
      const linked = new Set(
        [
          ...document.querySelectorAll<HTMLLinkElement>(
            'link[rel="modulepreload"], link[rel="preload"][as="style"]',
          ),
        ].map((link) => `${link.rel} ${link.getAttribute('href')}`),
      );
      const files = route[1].map((index) => table.files[index] ?? '');
      if (!files.some((file) => file.endsWith('.css'))) return ['no stylesheet in the route'];
      return files.filter(
        (file) => !linked.has(`${file.endsWith('.css') ? 'preload' : 'modulepreload'} ${file}`),
      );
    });
    expect(missing).toEqual([]);
    await expectCleanLoad(tab.page, responses);
  });
});

describe('a list shown from the cache (WEB-88)', () => {
  for (const list of [
    { menu: 'Komentarze', api: '/api/comments', table: 'Lista komentarzy' },
    { menu: 'Kategorie', api: '/api/categories', table: 'Lista kategorii' },
  ]) {
    it(`${list.menu}: back to the list, its rows are painted before the refresh's request is sent`, async () => {
      const { tab } = await recordedTab();
      const { page } = tab;
      // Opened from the menu, not by a deep link, whose first answer counts as fresh for a moment.
      const menu = page.getByRole('navigation', { name: 'Menu główne' });
      await panel.visit(page, '/');
      await atHome(page);
      await menu.getByRole('link', { name: list.menu, exact: true }).click();
      await visible((await tableRows(page, list.table)).first());
      await menu.getByRole('link', { name: 'Strona główna' }).click();
      await atHome(page);
      const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === list.api);
      // In the page: Back, and the time of the frame in which the cached rows are first there (its rAF
      // callback, before that frame's style, layout and paint).
      const { left, seen } = await page.evaluate(async (table) => {
        const left = performance.now();
        history.back();
        const seen = await new Promise<number>((resolve) => {
          const poll = () =>
            document.querySelectorAll(`table[aria-label="${table}"] tbody:not([hidden]) > tr`).length > 1
              ? resolve(performance.now())
              : requestAnimationFrame(poll);
          requestAnimationFrame(poll);
        });
        return { left, seen };
      }, list.table);
      await refreshed;
      // The response event comes with the headers; the resource entry only once the body is in.
      const refreshesSent = () =>
        page.evaluate(
          ({ api, left }) =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname === api && entry.startTime > left)
              .map((entry) => entry.startTime),
          { api: list.api, left },
        );
      // One refresh, sent once the frame showing the cached rows had been drawn.
      await expect.poll(refreshesSent).toHaveLength(1);
      const sent = await refreshesSent();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toBeGreaterThan(seen);
    });
  }
});

describe('no layout shift on the list screens (CLS ≤ 0.02)', () => {
  const screens = [
    { path: '/comments', table: 'Lista komentarzy' },
    { path: '/categories', table: 'Lista kategorii' },
  ];
  for (const viewport of [
    { name: 'desktop', size: { width: 1280, height: 800 } },
    { name: 'mobile', size: { width: 390, height: 844 } },
  ]) {
    for (const screen of screens) {
      it(`${screen.path}, ${viewport.name}`, async () => {
        const { tab } = await recordedTab();
        await tab.page.setViewportSize(viewport.size);
        await tab.page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { __shifts: number[] }).__shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) shifts.push(entry.value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await panel.visit(tab.page, screen.path);
        await visible((await tableRows(tab.page, screen.table)).first());
        // Late shifts count too (a toolbar or pagination after the rows): two frames later.
        await tab.page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const cls = await tab.page.evaluate(() =>
          (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
        );
        expect(cls).toBeLessThanOrEqual(0.02);
      });
    }
  }
});

describe('the early restore with stock token answers (the token alone, as LexikJWT sends it)', () => {
  const stock = testPanel({ tokenAnswers: 'stock', hub: false });

  it('restores a deep link: the rows, and the user read from the token', async () => {
    const tab = await stock.open();
    await tab.context.addCookies([await stock.refreshCookie('admin')]);
    await stock.visit(tab.page, '/comments');
    await visible((await tableRows(tab.page, 'Lista komentarzy')).first());
    await signedIn(tab.page);
  });
});
