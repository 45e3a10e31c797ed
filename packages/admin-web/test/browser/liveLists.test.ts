/**
 * Live lists (WEB-146) with two users, each in a browser profile of their own, and writes through the API:
 * a row changed elsewhere updates in place, new rows wait behind 'Nowe wpisy: N — pokaż' (what the list's
 * search excludes is not counted), a row deleted elsewhere is greyed and then goes, and the comments
 * queue takes in a comment posted through the API.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textbox } from './formFields';
import { expectNoAxeViolations, gone, tableRows, testPanel, visible } from './harness';
import { api, following } from './live';

const CATEGORIES = 'Lista kategorii';
const COMMENTS = 'Lista komentarzy';

/** The list's line of new rows: its status (the only live region saying 'Nowe wpisy') and its button. */
const newRows = (page: Page) => page.getByRole('status').filter({ hasText: /^Nowe wpisy: \d+$/ });
const showButton = (page: Page) => page.getByRole('button', { name: 'pokaż', exact: true });

async function rowTexts(page: Page, table: string): Promise<string[]> {
  return (await tableRows(page, table)).allTextContents();
}

describe('live lists', () => {
  const panel = testPanel();

  /** A new category through the API, its fields taken from one of the seed's. */
  const newCategory = async (name: string) => {
    const list = await api(panel, 'GET', '/api/categories');
    const first = (list['hydra:member'] as Record<string, unknown>[])[0] ?? {};
    const { '@id': _id, '@type': _type, id: _n, deleted: _deleted, ...fields } = first;
    return api(panel, 'POST', '/api/categories', { ...fields, showInMainMenuOrdering: 0, name, slug: '' });
  };

  it('new rows wait behind the banner (the search still excludes), a row saved by another editor updates in place', async () => {
    const a = await panel.open({ as: 'admin', path: '/categories?searchQuery=Na%20żywo' });
    await visible(a.page.getByText('Brak wyników'));
    await following(panel, '/api/categories/{id}');

    const created = await newCategory('Na żywo pierwsza');
    await visible(newRows(a.page).filter({ hasText: 'Nowe wpisy: 1' }));
    // Nothing moved: the list still shows what it showed.
    expect(await rowTexts(a.page, CATEGORIES)).toEqual([expect.stringContaining('Brak wyników')]);
    await expectNoAxeViolations(a.page, 'new rows banner');

    // A category the search excludes is not counted; the next one that matches is.
    await newCategory('Inna nazwa');
    await newCategory('Na żywo druga');
    await visible(newRows(a.page).filter({ hasText: 'Nowe wpisy: 2' }));
    expect(await a.page.getByRole('status').filter({ hasText: 'Nowe wpisy' }).count()).toBe(1);

    await showButton(a.page).click();
    await visible(a.page.getByRole('rowheader', { name: 'Na żywo druga' }));
    await visible(a.page.getByRole('rowheader', { name: 'Na żywo pierwsza' }));
    expect((await rowTexts(a.page, CATEGORIES)).some((text) => text.includes('Inna nazwa'))).toBe(false);
    await gone(showButton(a.page));
    expect(await newRows(a.page).count()).toBe(0);
    const order = await rowTexts(a.page, CATEGORIES);

    // The second editor renames the first one in its form: the first editor's row changes where it is.
    const b = await panel.open({ as: 'admin', path: `/categories/edit/${created.id}` });
    await textbox(b.page, 'Nazwa').fill('Na żywo pierwsza, poprawiona');
    await b.page.getByRole('button', { name: 'Zapisz' }).click();
    await visible(a.page.getByRole('rowheader', { name: 'Na żywo pierwsza, poprawiona' }));
    expect(await rowTexts(a.page, CATEGORIES)).toEqual(
      order.map((text) => text.replace('Na żywo pierwsza', 'Na żywo pierwsza, poprawiona')),
    );
    expect(await newRows(a.page).count()).toBe(0);
  });

  it('the comments queue takes in a comment posted through the API; one deleted by another moderator is greyed, then goes', async () => {
    const a = await panel.open({ as: 'admin', path: '/comments' });
    const firstBefore = (await tableRows(a.page, COMMENTS)).first();
    await visible(firstBefore);
    const shownBefore = await rowTexts(a.page, COMMENTS);
    await following(panel, '/api/comments/{id}');

    const table = a.page.locator(`table[aria-label="${COMMENTS}"]`);
    const placeBefore = (await table.boundingBox())?.y;
    const posted = await api(panel, 'POST', '/api/comments', {
      comment: 'Komentarz na żywo',
      nick: 'czytelnik',
    });
    await visible(newRows(a.page).filter({ hasText: 'Nowe wpisy: 1' }));
    expect(await rowTexts(a.page, COMMENTS)).toEqual(shownBefore);
    // The line had its place from the start: the table did not move under the pointer.
    expect((await table.boundingBox())?.y).toBe(placeBefore);
    await showButton(a.page).click();
    const row = a.page.getByRole('row').filter({ hasText: 'Komentarz na żywo' });
    await visible(row);
    expect(await rowTexts(a.page, COMMENTS)).toHaveLength(shownBefore.length);

    const b = await panel.open({ as: 'komentarze', path: '/comments' });
    await b.page.getByRole('button', { name: `Usuń komentarz ${posted.id}` }).click();
    await b.page.getByRole('alertdialog').getByRole('button', { name: 'Usuń' }).click();
    // Greyed with its deletion first, so the reader sees what went; then gone.
    await visible(row.filter({ hasText: 'Usunięte' }));
    await expectNoAxeViolations(a.page, 'a row deleted elsewhere');
    await gone(row);
  });
});
