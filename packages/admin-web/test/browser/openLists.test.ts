/**
 * Combo box lists open (UI-29, UI-31): axe with its whole rule set (region included) while the list of a
 * multi-select (the article's 'Kategorie') and of a creatable select ('Autor') is open, the list lying
 * in the page next to its input, inside the page's landmarks, and scrolling as the combo box's own popup.
 */
import { describe, expect, it } from 'vitest';
import { firstCategory } from './articleForms';
import { expectNoAxeViolations, heading, suiteTab, testPanel, visible } from './harness';

const panel = testPanel();
const editor = suiteTab(panel, 'redaktor');

describe('Listy pól wyboru otwarte', () => {
  it('the category and author lists open show no axe violation and lie inside the main landmark', async () => {
    const { page } = editor;
    await panel.visit(page, '/articles/new');
    await visible(heading(page, 'Nowy artykuł'));

    // The whole category list (opened with its button): long enough to scroll.
    const categories = page.getByRole('combobox', { name: 'Kategorie', exact: true });
    await page.locator('[data-field="categories"]').getByRole('button').first().click();
    const list = page.getByRole('listbox');
    await visible(list);
    await visible(page.getByRole('option', { name: await firstCategory(panel), exact: true }));
    expect(await list.evaluate((element) => element.closest('main') !== null)).toBe(true);
    expect(await categories.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page, 'Kategorie: lista otwarta');
    await categories.press('Escape');
    await list.waitFor({ state: 'detached' });

    // The author lookup open on a typed name, with its 'Dodaj „…”' option.
    const author = page.getByRole('combobox', { name: 'Autor', exact: true });
    await author.fill('Nowy autor testowy');
    await visible(page.getByRole('option', { name: 'Dodaj „Nowy autor testowy”' }));
    await expectNoAxeViolations(page, 'Autor: lista otwarta');
    await author.press('Escape');
  });

  it("a click into 'Kategorie' shows its options before anything is typed; Tab into it does not", async () => {
    const { page } = editor;
    await panel.visit(page, '/articles/new');
    await visible(heading(page, 'Nowy artykuł'));
    const categories = page.getByRole('combobox', { name: 'Kategorie', exact: true });
    await categories.focus();
    expect(await categories.getAttribute('aria-expanded')).not.toBe('true');
    await categories.click();
    await visible(page.getByRole('option', { name: await firstCategory(panel), exact: true }));
    expect(await categories.inputValue()).toBe('');
    await categories.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  });
});
