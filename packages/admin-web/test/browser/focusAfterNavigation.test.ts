/**
 * Where the focus goes (WEB-125, WEB-126): after a login, a menu entry and 'Edytuj' it is on the new
 * screen's heading, so that Tab goes on from the top of that screen and a screen reader reads its title;
 * a page opened by its address and a list's next page do not move it there. 'Przejdź do treści' is the
 * first Tab stop and puts the focus on the main content, past the menu.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  HOME_GREETING,
  heading,
  isFocused,
  loginThroughForm,
  pathOf,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { pagination } from './lists';

const panel = testPanel();

/** The focused element: its tag, its text and whether it lies in the menu or in the main content. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: element?.textContent?.trim().slice(0, 40) ?? '',
      inMenu: Boolean(element?.closest('aside')),
      inMain: Boolean(element?.closest('main')),
    };
  });

describe('the focus after a navigation', () => {
  it('is on the Home heading after a login', async () => {
    const { page } = await panel.open();
    await loginThroughForm(panel, page, 'admin');
    await expect.poll(() => isFocused(heading(page, HOME_GREETING))).toBe(true);
  });

  it("is on the screen's heading after a menu entry and after 'Edytuj', and Tab goes on in the screen", async () => {
    const { page } = await panel.open({ as: 'admin' });
    const entry = page
      .getByRole('navigation', { name: 'Menu główne' })
      .getByRole('link', { name: 'Artykuły', exact: true });
    await entry.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/articles');
    await expect.poll(() => isFocused(heading(page, 'Artykuły'))).toBe(true);
    // The next Tab stop is the screen's first control ('Dodaj nowy'), not the menu's next entry.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ text: 'Dodaj nowy', inMain: true });

    const rows = await tableRows(page, 'Lista artykułów');
    const edit = rows.first().getByRole('link', { name: 'Edytuj' });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toMatch(/^\/articles\/edit\/\d+$/);
    await expect.poll(() => isFocused(heading(page, 'Edycja artykułu'))).toBe(true);
    await expectNoAxeViolations(page, 'the edit screen, its heading focused');

    // 'Powrót' leads back to the list, its heading focused again.
    await page.getByRole('link', { name: 'Powrót' }).click();
    await expect.poll(() => pathOf(page)).toBe('/articles');
    await expect.poll(() => isFocused(heading(page, 'Artykuły'))).toBe(true);

    // A list's next page is the same screen: the heading does not take the focus again. The list's rows
    // first, so the heading is done taking the focus before the page's button gets it.
    await visible((await tableRows(page, 'Lista artykułów')).first());
    const toSecond = pagination(page, 'góra').getByRole('button', { name: 'Strona 2' });
    await toSecond.focus();
    await expect.poll(() => isFocused(toSecond)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/articles?page=2');
    await visible((await tableRows(page, 'Lista artykułów')).first());
    expect(await isFocused(heading(page, 'Artykuły'))).toBe(false);
    // The page's button keeps the focus through the loading (busy, not disabled), now the current page.
    const second = pagination(page, 'góra').getByRole('button', { name: 'Strona 2' });
    await expect.poll(() => second.getAttribute('aria-current')).toBe('page');
    expect(await isFocused(second)).toBe(true);

    // 'Ostatnia strona' is disabled on the last page, and keeps the focus.
    const toLast = pagination(page, 'góra').getByRole('button', { name: 'Ostatnia strona' });
    await toLast.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toMatch(/^\/articles\?page=\d+$/);
    await visible((await tableRows(page, 'Lista artykułów')).first());
    await expect.poll(() => toLast.getAttribute('aria-disabled')).toBe('true');
    expect(await isFocused(toLast)).toBe(true);
  });

  it("is on the screen's heading after a screen chosen in 'Przejdź do…'", async () => {
    const { page } = await panel.open({ as: 'admin' });
    await visible(page.getByRole('button', { name: /^Przejdź do…/ }));
    await page.keyboard.press('Control+K');
    const search = page.getByRole('textbox', { name: 'Szukaj ekranu lub rekordu' });
    await expect.poll(() => isFocused(search)).toBe(true);
    await page.keyboard.type('kom');
    await expect.poll(() => page.getByRole('option').first().textContent()).toBe('Komentarze Ekran');
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/comments');
    await expect.poll(() => isFocused(heading(page, 'Komentarze'))).toBe(true);
  });
});

describe("'Przejdź do treści'", () => {
  it('is the first Tab stop, shown while focused, and puts the focus on the main content past the menu', async () => {
    const { page } = await panel.open({ as: 'admin', path: '/articles' });
    await visible((await tableRows(page, 'Lista artykułów')).first());
    // A page opened by its address keeps the browser's focus: the page itself, so Tab starts at the top.
    expect(await focused(page)).toMatchObject({ tag: 'body' });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Przejdź do treści' });
    expect(await isFocused(skip)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await expectNoAxeViolations(page, 'the skip link focused');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'main' });
    // No navigation: the address is the list's still.
    expect(pathOf(page)).toBe('/articles');
    // From there Tab goes into the content, not back to the menu.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ inMain: true, inMenu: false });
  });
});
