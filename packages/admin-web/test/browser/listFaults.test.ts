/**
 * Lists and forms under hostile input: a page past the end lands on the last real page the
 * server names; a search field takes at most 255 characters; a 255-character name without spaces wraps
 * and never pushes the table off a 1280 px screen; text pasted into a number field is kept and called
 * what it is; and the comments table is complete from the keyboard (react-aria's grid: its description
 * says how), with the focus kept in the table after a confirmed delete.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textbox } from './formFields';
import {
  describedText,
  expectNoAxeViolations,
  gone,
  heading,
  pathOf,
  suiteTab,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { currentPage, pagination } from './lists';

// Ten records a page, so the demo's categories fill several pages.
const panel = testPanel({ pageSize: 10 });
const admin = suiteTab(panel, 'admin');
const moderator = suiteTab(panel, 'komentarze');

describe('a page past the end of a list', () => {
  it("lands on the last page the server's links name, with that page's rows and buttons", async () => {
    const { page } = admin;
    const api = (await panel.apiGet('/api/categories?page=1')) as {
      'hydra:view': { 'hydra:last': string };
    };
    const last = Number(new URL(api['hydra:view']['hydra:last'], panel.api).searchParams.get('page'));
    expect(last).toBeGreaterThan(1);

    await panel.visit(page, '/categories?page=999999');
    await visible(heading(page, 'Kategorie'));
    await expect.poll(() => pathOf(page)).toBe(`/categories?page=${last}`);
    expect(await currentPage(page)).toBe(String(last));
    expect(await (await tableRows(page, 'Lista kategorii')).count()).toBeGreaterThan(0);
    const buttons = await pagination(page, 'góra').getByRole('button').allTextContents();
    expect(buttons.map((text) => text.trim())).not.toContain('999999');
    // The address was replaced, not added to: Back leaves the list.
    await page.goBack();
    await expect.poll(() => pathOf(page)).not.toContain('page=999999');
  });
});

describe('a search field', () => {
  it('takes at most 255 characters, so the address stays short', async () => {
    const { page } = moderator;
    await panel.visit(page, '/comments');
    const search = page.getByRole('searchbox', { name: 'Szukaj w treści komentarzy' });
    await visible(search);
    expect(await search.getAttribute('maxlength')).toBe('255');
    await search.focus();
    await page.keyboard.insertText('x'.repeat(3000));
    expect((await search.inputValue()).length).toBe(255);
    await search.press('Enter');
    await expect.poll(() => pathOf(page)).toContain('searchQuery=');
    expect(new URL(page.url()).searchParams.get('searchQuery')?.length).toBe(255);
  });
});

describe('a long name without spaces', () => {
  it('wraps in its cell, shown whole, and the table fits a 1280 px screen', async () => {
    const { page } = admin;
    await page.setViewportSize({ width: 1280, height: 800 });
    const name = `D${'ł'.repeat(254)}`;
    await panel.visit(page, '/categories/new');
    await visible(heading(page, 'Nowa kategoria'));
    await textbox(page, 'Nazwa').fill(name);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await visible(page.getByRole('button', { name: 'Dodano' }));
    await expect.poll(() => pathOf(page)).toBe('/categories');

    await panel.visit(page, `/categories?searchQuery=${encodeURIComponent(name)}`);
    const rows = await tableRows(page, 'Lista kategorii');
    await expect.poll(() => rows.count()).toBe(1);
    expect((await rows.getByRole('rowheader').textContent())?.trim()).toBe(name);
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - window.innerWidth,
      tables: [...document.querySelectorAll('table')].map((table) => {
        const box = table.parentElement as HTMLElement;
        return box.scrollWidth - box.clientWidth;
      }),
    }));
    expect(overflow).toEqual({ page: 0, tables: [0] });
    for (const header of ['Kolejność', 'Publikacja', 'Akcje']) {
      const box = await page.getByRole('columnheader', { name: header }).boundingBox();
      expect(box && box.x + box.width, header).toBeLessThanOrEqual(1280);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});

describe('a number field', () => {
  for (const pasted of ['abc', '1e5', '1,5']) {
    it(`keeps '${pasted}' pasted into Kolejność and says 'Wartość musi być liczbą!'; nothing is saved`, async () => {
      const { page } = admin;
      await panel.visit(page, '/categories/new');
      await visible(heading(page, 'Nowa kategoria'));
      await textbox(page, 'Nazwa').fill(`Liczba ${pasted}`);
      const ordering = textbox(page, 'Kolejność');
      await ordering.focus();
      await ordering.press('ControlOrMeta+A');
      // A paste puts the whole text in at once, as insertText does.
      await page.keyboard.insertText(pasted);
      await ordering.press('Tab');
      expect(await ordering.inputValue()).toBe(pasted);
      await expect.poll(() => describedText(ordering)).toContain('Wartość musi być liczbą!');
      expect(await ordering.getAttribute('aria-invalid')).toBe('true');

      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/categories'))
          posts.push(request.url());
      });
      await page.getByRole('button', { name: 'Dodaj' }).click();
      await expect.poll(() => describedText(ordering)).toContain('Wartość musi być liczbą!');
      expect(await ordering.inputValue()).toBe(pasted);
      expect(posts).toEqual([]);
      await expectNoAxeViolations(page, `a number field holding '${pasted}'`);
    });
  }
});

/** Presses Tab until the focus is on an element matching `selector` (at most 60 times). */
async function tabTo(page: Page, matches: () => Promise<boolean>, key = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await matches()) return;
    await page.keyboard.press(key);
  }
  throw new Error(`the focus never reached the element with ${key}`);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });
const focusInTable = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('table[aria-label="Lista komentarzy"]')));
const focusedRowId = (page: Page) =>
  page.evaluate(() => {
    const row = document.activeElement?.closest('tbody tr');
    return row ? Number(row.querySelector(':is(td, th):nth-child(2)')?.textContent?.trim()) : null;
  });

describe('the comments table from the keyboard', () => {
  it('selects and deletes two comments with keys only, and keeps the focus in the table', async () => {
    const { page } = moderator;
    await panel.visit(page, '/comments');
    const rows = await tableRows(page, 'Lista komentarzy');
    expect(await rows.count()).toBeGreaterThan(3);

    // Into the table with Tab: the select-all checkbox, then each row's checkbox, link and button in
    // reading order; Space checks.
    await page.getByRole('searchbox', { name: 'Szukaj w treści komentarzy' }).focus();
    await tabTo(page, async () => (await focusedRowId(page)) !== null);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('checkbox');
    const firstId = await focusedRowId(page);
    await page.keyboard.press('Space');
    await tabTo(page, async () => {
      const id = await focusedRowId(page);
      const type = await page.evaluate(() => (document.activeElement as HTMLInputElement).type);
      return id !== null && id !== firstId && type === 'checkbox';
    });
    const secondId = await focusedRowId(page);
    await page.keyboard.press('Space');
    expect(firstId).not.toBe(secondId);
    await expect.poll(() => page.locator('tbody tr[data-selected]').count()).toBe(2);

    // On to 'Usuń Wiele' below the table, confirm with the keyboard.
    await tabTo(page, async () => (await focusedName(page)) === 'Usuń Wiele');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Usuwanie komentarzy' });
    await visible(dialog);
    await tabTo(page, async () => (await focusedName(page)) === 'Usuń');
    await page.keyboard.press('Enter');
    await gone(dialog);
    await expect
      .poll(async () => {
        const ids = (await rows.locator(':is(td, th):nth-child(2)').allTextContents()).map((id) =>
          Number(id.trim()),
        );
        return ids.includes(firstId ?? -1) || ids.includes(secondId ?? -1);
      })
      .toBe(false);
    // 'Usuń Wiele' is disabled now (nothing checked): the focus went on to the table.
    await expect.poll(() => focusInTable(page)).toBe(true);

    // One row's own delete, reached with Tab; then the focus stays in the table, on another row.
    const rowIds = (await rows.locator(':is(td, th):nth-child(2)').allTextContents()).map((id) =>
      Number(id.trim()),
    );
    const targetId = rowIds[1];
    await page.getByRole('searchbox', { name: 'Szukaj w treści komentarzy' }).focus();
    await tabTo(page, async () => (await focusedName(page)) === `Usuń komentarz ${targetId}`);
    await page.keyboard.press('Enter');
    const single = page.getByRole('alertdialog', { name: 'Usuwanie komentarza' });
    await visible(single);
    await tabTo(page, async () => (await focusedName(page)) === 'Usuń');
    await page.keyboard.press('Enter');
    await gone(single);
    await expect
      .poll(async () =>
        (await rows.locator(':is(td, th):nth-child(2)').allTextContents()).map((id) => Number(id.trim())),
      )
      .not.toContain(targetId);
    await expect.poll(() => focusInTable(page)).toBe(true);
    const focusedAfter = await focusedRowId(page);
    expect(focusedAfter).not.toBeNull();
    expect(focusedAfter).not.toBe(targetId);
    // The same control of the row now in its place: its delete button.
    expect(await focusedName(page)).toBe(`Usuń komentarz ${focusedAfter}`);
    await expectNoAxeViolations(page, 'comments after a keyboard delete');
  });
});
