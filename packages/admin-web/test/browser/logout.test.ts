/**
 * 'Wyloguj' with unsaved changes: the unsaved-changes question first, naming how many forms of this
 * browser hold them (every tab's drafts, this tab's dirty forms); 'Anuluj' keeps the session, the typed
 * text and the drafts, in this tab and in the others; only a confirmed logout removes the drafts.
 */
import { DEMO_RECORDS } from '@redakcja/api-sandbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAlertDialog } from './dialogs';
import { textbox } from './formFields';
import { gone, heading, isFocused, loginThroughForm, signedIn, testPanel, visible } from './harness';

const panel = testPanel();
const ARTICLE = DEMO_RECORDS.articles.plainPublished;

const drafts = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('redakcja.draft:')));
const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Zaloguj się' });

/** The key of `username`'s draft of the article. */
const draftOf = (username: string) => `redakcja.draft:${username}/articles:${ARTICLE}`;

async function typeShortTitle(page: Page, text: string, username: string) {
  await panel.visit(page, `/articles/edit/${ARTICLE}`);
  await visible(heading(page, 'Edycja artykułu'));
  const field = textbox(page, 'Krótki tytuł');
  await visible(field);
  await field.fill(text);
  await expect.poll(() => drafts(page)).toEqual([draftOf(username)]);
}

describe('Wyloguj z niezapisanymi zmianami', () => {
  it("asks first, naming how many; 'Anuluj' keeps everything; a confirmed logout removes the drafts", async () => {
    const { page } = await panel.open({ as: 'redaktor', path: '/articles' });
    await typeShortTitle(page, 'Niezapisany krótki tytuł', 'redaktor');

    await page.getByRole('button', { name: 'Wyloguj' }).click();
    const question = await expectAlertDialog(page, {
      name: 'Niezapisane zmiany',
      says: '1 formularz zawiera niezapisane zmiany. Wylogowanie je usunie. Czy na pewno chcesz się wylogować?',
      axe: 'logout question',
    });
    expect(await isFocused(question.getByRole('button', { name: 'Anuluj' }))).toBe(true);
    await question.getByRole('button', { name: 'Anuluj' }).click();
    await gone(question);
    await signedIn(page);
    expect(await textbox(page, 'Krótki tytuł').inputValue()).toBe('Niezapisany krótki tytuł');
    expect(await drafts(page)).toEqual([draftOf('redaktor')]);

    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await page
      .getByRole('alertdialog', { name: 'Niezapisane zmiany' })
      .getByRole('button', { name: 'Wyloguj' })
      .click();
    await visible(loginHeading(page));
    expect(await drafts(page)).toEqual([]);
    await loginThroughForm(panel, page, 'redaktor');
    await panel.visit(page, `/articles/edit/${ARTICLE}`);
    await visible(textbox(page, 'Krótki tytuł'));
    expect(await textbox(page, 'Krótki tytuł').inputValue()).not.toBe('Niezapisany krótki tytuł');
    expect(await page.getByRole('alertdialog', { name: 'Przywrócić niezapisane zmiany?' }).count()).toBe(0);
  });

  it("counts the other tabs' drafts and this tab's dirty form; 'Anuluj' leaves the other tab as it was", async () => {
    const first = await panel.open({ as: 'admin', path: '/articles' });
    await typeShortTitle(first.page, 'Tekst pierwszej karty', 'admin');
    const second = await first.context.newPage();
    await panel.visit(second, '/categories/new');
    await visible(heading(second, 'Nowa kategoria'));
    await textbox(second, 'Nazwa').fill('Kategoria bez szkicu');

    await second.getByRole('button', { name: 'Wyloguj' }).click();
    const question = await expectAlertDialog(second, {
      name: 'Niezapisane zmiany',
      says: '2 formularze zawierają niezapisane zmiany.',
      axe: 'logout question, two forms',
    });
    await question.getByRole('button', { name: 'Anuluj' }).click();
    await gone(question);
    await signedIn(second);
    expect(await textbox(second, 'Nazwa').inputValue()).toBe('Kategoria bez szkicu');
    // The first tab was not logged out: it still shows its form with the typed text.
    await signedIn(first.page);
    expect(await textbox(first.page, 'Krótki tytuł').inputValue()).toBe('Tekst pierwszej karty');
    expect(await drafts(second)).toEqual([draftOf('admin')]);

    await second.getByRole('button', { name: 'Wyloguj' }).click();
    await second
      .getByRole('alertdialog', { name: 'Niezapisane zmiany' })
      .getByRole('button', { name: 'Wyloguj' })
      .click();
    await visible(loginHeading(second));
    await visible(loginHeading(first.page));
    expect(await drafts(first.page)).toEqual([]);
  });

  it('logs out at once when no form holds unsaved changes', async () => {
    const { page } = await panel.open({ as: 'redaktor', path: `/articles/edit/${ARTICLE}` });
    await visible(textbox(page, 'Krótki tytuł'));
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await visible(loginHeading(page));
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });
});
