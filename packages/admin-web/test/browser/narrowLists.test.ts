/**
 * The lists at 1024 × 768, where the articles' table (844 px) and the comments' (935 px) are wider than
 * the screen's column (716 px): 'Akcje' stays in view, pinned to the right edge of the table's box, the
 * other columns scroll under it, and the page itself never scrolls sideways (UI-71).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, isFocused, suiteTab, tableRows, testPanel, visible } from './harness';

const panel = testPanel();
const tab = suiteTab(panel, 'admin');

const LISTS = [
  { path: '/articles', table: 'Lista artykułów' },
  { path: '/comments', table: 'Lista komentarzy' },
] as const;

/** Whether the element is on screen and what the user sees at its centre (nothing scrolled over it). */
const seenAtCentre = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const inViewport = box.left >= 0 && box.right <= innerWidth && box.top >= 0 && box.bottom <= innerHeight;
    const shown = document.elementFromPoint(x, y);
    return inViewport && shown !== null && node.contains(shown);
  });

/** The table's box (the element that scrolls sideways) and the table's own widths. */
const widths = (page: Page, table: string) =>
  page.locator(`table[aria-label="${table}"]`).evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return {
      table: element.getBoundingClientRect().width,
      box: box.clientWidth,
      page: document.documentElement.scrollWidth,
    };
  });

async function openList(page: Page, list: (typeof LISTS)[number]): Promise<Locator> {
  await panel.visit(page, list.path);
  const rows = await tableRows(page, list.table);
  await visible(rows.first());
  return rows;
}

describe('the lists at 1024 × 768', () => {
  beforeAll(() => tab.page.setViewportSize({ width: 1024, height: 768 }));
  afterAll(() => tab.page.setViewportSize({ width: 1280, height: 720 }));

  for (const list of LISTS) {
    it(`${list.path}: the first row's actions are in view without scrolling, and the page does not scroll sideways`, async () => {
      const { page } = tab;
      const rows = await openList(page, list);
      const size = await widths(page, list.table);
      // The case of the issue: the table is wider than its box (it scrolls in it), the page is not.
      expect(size.table).toBeGreaterThan(size.box);
      expect(size.page).toBeLessThanOrEqual(1024);
      // The screen keeps its margin beside the menu (the panel's own styles have the theme's spacing).
      const menuRight = await page.locator('aside').evaluate((aside) => aside.getBoundingClientRect().right);
      const contentLeft = await page
        .getByRole('heading', { level: 1 })
        .evaluate((title) => title.getBoundingClientRect().left);
      expect(contentLeft - menuRight).toBeGreaterThanOrEqual(16);
      // Every control of the first row's 'Akcje' is on screen, with nothing of the table over it.
      const actions = rows.first().locator('td').last().locator('a, button');
      expect(await actions.count()).toBeGreaterThan(0);
      for (const control of await actions.all()) {
        expect(await seenAtCentre(control), (await control.textContent()) ?? '').toBe(true);
      }
      await expectNoAxeViolations(page, `${list.path} at 1024 px`);
    });
  }

  it("a row's control that Tab reaches under 'Akcje' is scrolled out from under it", async () => {
    const { page } = tab;
    const rows = await openList(page, LISTS[0]);
    // The first row's controls outside 'Akcje'; the last of them lies partly under it before any scroll.
    const controls = rows.first().locator('td:not(:last-child) :is(a, button, input)');
    const count = await controls.count();
    expect(count).toBeGreaterThan(1);
    const last = controls.nth(count - 1);
    expect(await seenAtCentre(last)).toBe(false);
    await controls.nth(count - 2).focus();
    await page.keyboard.press('Tab');
    expect(await isFocused(last)).toBe(true);
    await expect.poll(() => seenAtCentre(last)).toBe(true);
  });

  it("'Akcje' shows an edge while the table lies under it, and none once scrolled to its end", async () => {
    const { page } = tab;
    const rows = await openList(page, LISTS[1]);
    const pinned = rows.first().locator('td').last();
    const shadow = () => pinned.evaluate((cell) => getComputedStyle(cell).boxShadow);
    await expect.poll(shadow).not.toBe('none');
    await page.locator(`table[aria-label="${LISTS[1].table}"]`).evaluate((table) => {
      const box = table.parentElement as HTMLElement;
      box.scrollLeft = box.scrollWidth;
    });
    await expect.poll(shadow).toBe('none');
    // Scrolled to its end, the table's last columns are in view (the comments' IP addresses).
    expect(await seenAtCentre(rows.first().locator('td').nth(-2))).toBe(true);
  });
});
