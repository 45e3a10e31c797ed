/**
 * Comments end to end (01 §2, §4): search, numbered pagination, address state, rows with the article's
 * title or '[Artykuł usunięty]', the edit-article link only with an article, delete with 'Usuwanie
 * komentarza', and 'Usuń Wiele' at the top and the bottom deleting the checked comments one after
 * another, then reloading.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAlertDialog } from './dialogs';
import {
  expectNoAxeViolations,
  gone,
  heading,
  pathOf,
  suiteTab,
  type Tab,
  tableHeaders,
  tableRows,
  testPanel,
  visible,
} from './harness';
import {
  currentPage,
  expectListSearch,
  goToPage,
  pagination,
  rowNames,
  tableOverflow,
  wordsOfCells,
} from './lists';

const TABLE = 'Lista komentarzy';

const panel = testPanel();
const moderator = suiteTab(panel, 'komentarze');
const admin = suiteTab(panel, 'admin');

interface ApiComment {
  id: number;
  comment: string;
  article: { id: number; title: string; deleted: string | null } | null;
}
const commentsPage = async (query = '') =>
  (await panel.apiGet(`/api/comments${query}`)) as {
    'hydra:member': ApiComment[];
    'hydra:totalItems': number;
  };
const idsShown = async (page: Tab['page']) =>
  (await (await tableRows(page, TABLE)).locator(':is(td, th):nth-child(2)').allTextContents()).map((id) =>
    Number(id.trim()),
  );

describe('comments', () => {
  it("lists every column and the article title or [Artykuł usunięty]; 'Edytuj artykuł' only with an article, for roles that edit articles", async () => {
    const { page } = moderator;
    await panel.visit(page, '/comments');
    await visible(heading(page, 'Komentarze'));
    const rows = await tableRows(page, TABLE);
    expect(await rows.count()).toBe(30);
    expect(await tableHeaders(page, TABLE)).toEqual([
      'Zaznacz',
      'Id',
      'Artykuł',
      'Komentarz',
      'Data',
      'Nick',
      'IP',
      'Akcje',
    ]);
    expect(await page.getByRole('button', { name: 'Usuń Wiele' }).count()).toBe(2);
    await visible(pagination(page, 'góra'));
    await expectNoAxeViolations(page, 'comments');
    // react-aria's own texts in Polish (the build keeps its Polish strings only, WEB-57): the row's
    // selection checkbox is 'Zaznacz' ('Select' in English).
    expect(await rows.first().getByRole('checkbox').getAttribute('aria-label')).toBe('Zaznacz');

    const api = (await commentsPage())['hydra:member'];
    const shown = await idsShown(page);
    expect(shown).toEqual(api.map((comment) => comment.id));
    for (const comment of api) {
      const row = rows.filter({
        has: page.locator(':is(td, th):nth-child(2)', { hasText: new RegExp(`^${comment.id}$`) }),
      });
      const cells = (await row.locator('td, th').allTextContents()).map((text) => text.trim());
      const gone = comment.article === null || comment.article.deleted !== null;
      expect(cells[2]).toBe(gone ? '[Artykuł usunięty]' : comment.article?.title);
      expect(cells[4]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    }
    // Both kinds of a missing article are on the page: none at all, and a deleted one.
    expect(api.some((comment) => comment.article === null)).toBe(true);
    expect(api.some((comment) => Boolean(comment.article?.deleted))).toBe(true);
    // A comments moderator may not edit articles: no row offers it (the route would send them Home).
    expect(await page.getByRole('link', { name: /^Edytuj artykuł komentarza/ }).count()).toBe(0);

    // A role that edits articles too: the link on each row whose article is there.
    await panel.visit(admin.page, '/comments');
    const adminRows = await tableRows(admin.page, TABLE);
    for (const comment of api) {
      const edit = adminRows.getByRole('link', { name: `Edytuj artykuł komentarza ${comment.id}` });
      if (comment.article === null || comment.article.deleted !== null) expect(await edit.count()).toBe(0);
      else
        expect(await edit.getAttribute('href')).toBe(`/wirtualny_admin/articles/edit/${comment.article.id}`);
    }
  });

  it("the search box has one clear button, 'Wyczyść wyszukiwanie', and one focus ring, around the field", async () => {
    const { page } = moderator;
    await panel.visit(page, '/comments');
    const box = page.getByRole('searchbox', { name: 'Szukaj w treści komentarzy' });
    await visible(box);
    await box.focus();
    await page.keyboard.type('ab');
    await visible(page.getByRole('button', { name: 'Wyczyść wyszukiwanie' }));
    const looks = await box.evaluate((input) => ({
      // The page's rules for this input's cross (getComputedStyle reads no such pseudo-element).
      browsersCross: [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter(
          (rule): rule is CSSStyleRule =>
            rule instanceof CSSStyleRule &&
            rule.selectorText.includes('::-webkit-search-cancel-button') &&
            input.matches(rule.selectorText.replaceAll('::-webkit-search-cancel-button', '')),
        )
        .map((rule) => rule.style.display)
        .join(),
      focusVisible: input.hasAttribute('data-focus-visible'),
      inputRing: getComputedStyle(input).outlineStyle,
      fieldRing: getComputedStyle(input.parentElement as HTMLElement).outlineStyle,
    }));
    expect(looks).toEqual({
      browsersCross: 'none',
      focusVisible: true,
      inputRing: 'none',
      fieldRing: 'solid',
    });
  });

  it('searches, pages, and restores both from the address after a reload', async () => {
    const { page } = moderator;
    await panel.visit(page, '/comments');
    const sample = (await commentsPage())['hydra:member'][3]?.comment ?? '';
    const word = sample.split(/\s+/).find((part) => part.length > 5) ?? sample.slice(0, 6);
    await tableRows(page, TABLE);
    await expectListSearch(page, {
      label: 'Szukaj w treści komentarzy',
      text: word,
      api: '/api/comments',
      param: 'comment',
      path: '/comments',
      rows: {
        read: () => rowNames(page, TABLE),
        expected: (texts) =>
          texts.length > 0 && texts.every((text) => text.toLowerCase().includes(word.toLowerCase())),
      },
    });

    await panel.visit(page, '/comments');
    await goToPage(page, 3, 'dół');
    await expect.poll(() => pathOf(page)).toBe('/comments?page=3');
    const third = (await commentsPage('?page=3'))['hydra:member'].map((comment) => comment.id);
    await expect.poll(() => idsShown(page)).toEqual(third);
    await page.reload();
    await expect.poll(() => idsShown(page)).toEqual(third);
    expect(await currentPage(page)).toBe('3');
  });

  it("deletes one comment after 'Usuwanie komentarza', then the list reloads", async () => {
    const { page } = moderator;
    await panel.visit(page, '/comments');
    const before = await commentsPage();
    const target = before['hydra:member'][0];
    if (!target) throw new Error('no comments');
    await visible(page.getByRole('button', { name: `Usuń komentarz ${target.id}` }));
    await page.getByRole('button', { name: `Usuń komentarz ${target.id}` }).click();
    const dialog = await expectAlertDialog(page, {
      name: 'Usuwanie komentarza',
      says: 'Czy na pewno chcesz usunąć ten komentarz?',
      axe: 'comment delete dialog',
    });
    await dialog.getByRole('button', { name: 'Usuń' }).click();
    await gone(dialog);
    await expect.poll(() => idsShown(page)).not.toContain(target.id);
    expect((await commentsPage())['hydra:totalItems']).toBe(before['hydra:totalItems'] - 1);
  });

  it('keeps ids, dates, nicks and IP addresses whole at 1280 pixels: a line breaks at their spaces only', async () => {
    const { page } = moderator;
    await panel.visit(page, '/comments');
    const rows = await tableRows(page, TABLE);
    await visible(rows.first());
    // Each word of the Id (2nd), Data (5th), Nick (6th) and IP (7th) cells of the first rows on one line:
    // a word cut inside ('14' over '9', '26.11.20' over '26', 'mediozna' over 'wca') has two boxes.
    const words = await wordsOfCells(rows, [2, 5, 6, 7]);
    // Every row's id, date, time, nick and IP address measured (a cell's text not found would check nothing).
    expect(words.length).toBeGreaterThanOrEqual(50);
    expect(words.filter(({ cut }) => cut).map(({ word }) => word)).toEqual([]);
    // With the titles' and the nicks' least widths (UI-51, UI-53), the table still fits the screen.
    expect(await tableOverflow(page, TABLE)).toBe(0);
  });

  it("a press on a row's checkbox checks it once, shows its check and gives it the focus; a second press unchecks it", async () => {
    const { page } = moderator;
    await panel.visit(page, '/comments');
    const row = (await tableRows(page, TABLE)).nth(2);
    const checkbox = row.getByRole('checkbox');
    const deleteMany = page.getByRole('button', { name: 'Usuń Wiele' });
    // The icons are drawn by CSS (UI-45, UI-50): the check is the checked box's background image, the
    // bin a mask before 'Usuń'.
    const check = () => checkbox.evaluate((input) => getComputedStyle(input).backgroundImage);
    expect(await check()).toBe('none');
    // In forced-colours mode (a background image is dropped there) the browser draws the native box.
    await page.emulateMedia({ forcedColors: 'active' });
    try {
      expect(await checkbox.evaluate((input) => getComputedStyle(input).appearance)).toBe('auto');
    } finally {
      await page.emulateMedia({ forcedColors: 'none' });
    }
    expect(
      await row
        .getByRole('button')
        .last()
        .evaluate((button) => getComputedStyle(button, '::before').maskImage),
    ).toContain('data:image/svg+xml');
    // The focus somewhere else first: the press must bring it to the checkbox.
    await page.getByLabel('Szukaj w treści komentarzy').focus();
    // The checkbox is its box (UI-50).
    await checkbox.click();
    await expect.poll(() => row.getAttribute('data-selected')).toBe('true');
    expect(await checkbox.isChecked()).toBe(true);
    expect(await checkbox.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await check()).toContain('data:image/svg+xml');
    // The select-all box is mixed now, drawn with a dash of its own (UI-50).
    const all = page.getByRole('checkbox', { name: 'Zaznacz wszystko' });
    const mixed = await all.evaluate((input) => ({
      indeterminate: (input as HTMLInputElement).indeterminate,
      image: getComputedStyle(input).backgroundImage,
    }));
    expect(mixed.indeterminate).toBe(true);
    expect(mixed.image).toContain('data:image/svg+xml');
    expect(mixed.image).not.toBe(await check());
    expect(await deleteMany.first().isDisabled()).toBe(false);
    await checkbox.click();
    await expect.poll(() => row.getAttribute('data-selected')).toBe(null);
    expect(await checkbox.isChecked()).toBe(false);
    expect(await deleteMany.first().isDisabled()).toBe(true);
  });

  it("'Usuń Wiele' deletes the checked comments one after another, then reloads", async () => {
    const { page } = moderator;
    await panel.visit(page, '/comments');
    const before = await commentsPage();
    const targets = before['hydra:member'].slice(1, 4).map((comment) => comment.id);
    const rows = await tableRows(page, TABLE);
    const deleteMany = page.getByRole('button', { name: 'Usuń Wiele' });
    expect(await deleteMany.first().isDisabled()).toBe(true);
    for (const id of targets) {
      const row = rows.filter({
        has: page.locator(':is(td, th):nth-child(2)', { hasText: new RegExp(`^${id}$`) }),
      });
      await row.getByRole('checkbox').click();
      await expect.poll(() => row.getAttribute('data-selected')).toBe('true');
    }
    expect(await deleteMany.last().isDisabled()).toBe(false);

    const events: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'DELETE') events.push(`start ${request.url().split('/').pop()}`);
    };
    const onFinished = (request: Request) => {
      if (request.method() === 'DELETE') events.push(`end ${request.url().split('/').pop()}`);
    };
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
    await deleteMany.last().click();
    const dialog = await expectAlertDialog(page, {
      name: 'Usuwanie komentarzy',
      says: 'Czy na pewno chcesz usunąć zaznaczone komentarze (3)?',
      axe: 'comments multi-delete dialog',
    });
    await dialog.getByRole('button', { name: 'Usuń' }).click();
    await expect.poll(async () => (await idsShown(page)).some((id) => targets.includes(id))).toBe(false);
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);

    // One after another: each DELETE starts after the previous one has finished.
    expect(events).toEqual(targets.flatMap((id) => [`start ${id}`, `end ${id}`]));
    expect((await commentsPage())['hydra:totalItems']).toBe(before['hydra:totalItems'] - 3);
    expect(await deleteMany.first().isDisabled()).toBe(true);
  });
});
