/**
 * The browser's Back on a form with unsaved changes (WEB-7, WEB-67): the panel's navigation blocker holds
 * it as it holds a link (the address moves back to the form, 'Niezapisane zmiany' asks), 'Zostań' keeps
 * the form and what was typed, 'Opuść' goes where Back went; a Back while a save is in flight is held
 * and goes through by itself once the save succeeds. (Links: crud.test.ts, saving.test.ts.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gone, heading, holdRequests, pathOf, suiteTab, testPanel, visible } from './harness';

const panel = testPanel();
const admin = suiteTab(panel, 'admin');
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Nazwa', exact: true });
const unsavedDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Niezapisane zmiany' });

/** The new category's form, reached from the categories list (an in-panel navigation, then Back). */
async function newCategoryFromList(page: Page) {
  await panel.visit(page, '/categories');
  await visible(heading(page, 'Kategorie'));
  await page.getByRole('link', { name: 'Dodaj nowy' }).click();
  await visible(heading(page, 'Nowa kategoria'));
  expect(pathOf(page)).toBe('/categories/new');
}

async function categoriesNamed(name: string): Promise<Array<{ id: number; name: string }>> {
  const page = (await panel.apiGet(`/api/categories?name=${encodeURIComponent(name)}`)) as {
    'hydra:member': Array<{ id: number; name: string }>;
  };
  return page['hydra:member'].filter((record) => record.name === name);
}

describe("the browser's Back on a form with unsaved changes (WEB-7, WEB-67)", () => {
  it("asks 'Niezapisane zmiany' and keeps the form's address; 'Zostań' keeps what was typed, 'Opuść' goes back", async () => {
    const { page } = admin;
    await newCategoryFromList(page);
    await nameField(page).fill('Niezapisana');

    await page.goBack();
    const dialog = unsavedDialog(page);
    await visible(dialog);
    await expect.poll(() => pathOf(page)).toBe('/categories/new');
    await dialog.getByRole('button', { name: 'Zostań' }).click();
    await gone(dialog);
    expect(pathOf(page)).toBe('/categories/new');
    expect(await nameField(page).inputValue()).toBe('Niezapisana');
    await visible(heading(page, 'Nowa kategoria'));

    await page.goBack();
    await visible(dialog);
    await expect.poll(() => pathOf(page)).toBe('/categories/new');
    await dialog.getByRole('button', { name: 'Opuść' }).click();
    await visible(heading(page, 'Kategorie'));
    expect(pathOf(page)).toBe('/categories');
    await gone(dialog);
  });

  it('holds a Back while a save is in flight and lets it through once the save succeeds', async () => {
    const { page } = admin;
    await newCategoryFromList(page);
    const name = `Wstecz w locie ${Date.now()}`;
    await nameField(page).fill(name);
    const save = await holdRequests(page, '**/api/categories');
    try {
      await page.getByRole('button', { name: 'Dodaj' }).click();
      await save.sent;
      await page.goBack();
      const dialog = unsavedDialog(page);
      await visible(dialog);
      await expect.poll(() => pathOf(page)).toBe('/categories/new');

      await save.release();
      await gone(dialog);
      await visible(heading(page, 'Kategorie'));
      expect(pathOf(page)).toBe('/categories');
      expect(await categoriesNamed(name)).toHaveLength(1);
      // The list was reached by that Back (not by the form's own return after a save): the form is the
      // entry ahead.
      await page.goForward();
      await visible(heading(page, 'Nowa kategoria'));
      expect(pathOf(page)).toBe('/categories/new');
    } finally {
      await save.release();
    }
  });
});
