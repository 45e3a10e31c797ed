/**
 * Checks shared by the list screens' browser tests (01 §1).
 */
import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAxeViolations, heading, type Panel, pathOf, stopClock, tableRows, visible } from './harness';

export interface SearchCheck {
  /** The search box. */
  field: Locator;
  text: string;
  /** The list request the whole text should make. */
  request: (url: URL) => boolean;
  /** Any request of the list (none may leave while the user types). */
  anyRequest: (url: URL) => boolean;
}

/**
 * The list search fires 500 ms after the user stops typing (01 §1, §9), once, with the whole text. The
 * tab's clock is stopped while the text is typed, so the delay is checked exactly: nothing at 499 ms,
 * the one request at 500 ms.
 */
export async function expectSearchAfterTyping(page: Page, check: SearchCheck): Promise<void> {
  const sent: URL[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (check.anyRequest(url)) sent.push(url);
  };
  page.on('request', onRequest);
  const clock = await stopClock(page);
  try {
    await check.field.pressSequentially(check.text);
    await clock.runFor(499);
    expect(await page.evaluate(() => location.search)).not.toContain('searchQuery');
    expect(sent.map(String)).toEqual([]);
    await clock.runFor(1);
    await expect.poll(() => sent.length).toBe(1);
    expect(sent.every(check.request), sent.map(String).join(', ')).toBe(true);
  } finally {
    page.off('request', onRequest);
    await clock.resume();
  }
}

export interface ListSearch {
  /** The search box's label ('Szukaj po nazwie'). */
  label: string;
  text: string;
  /** The list's API path and the parameter that carries the text ('/api/people', 'surname'). */
  api: string;
  param: string;
  /** Other parameters the list call carries with it ({ page: '1' }). */
  alongWith?: Readonly<Record<string, string>>;
  /** The list's path: the address is then `{path}?searchQuery={text}` (the search kept in it). */
  path?: string;
  /** The rows shown once the answer arrives: all of them, or a check on them. */
  rows?: {
    read: () => Promise<string[]>;
    expected: readonly string[] | ((rows: string[]) => boolean);
  };
}

/**
 * A list's name search as the user meets it: typed into the box, one call 500 ms later with the text in
 * its parameter (`expectSearchAfterTyping`), the search kept in the address, the rows it finds.
 */
export async function expectListSearch(page: Page, search: ListSearch): Promise<void> {
  const alongWith = Object.entries(search.alongWith ?? {});
  await expectSearchAfterTyping(page, {
    field: page.getByLabel(search.label),
    text: search.text,
    request: (url) =>
      url.pathname === search.api &&
      url.searchParams.get(search.param) === search.text &&
      alongWith.every(([name, value]) => url.searchParams.get(name) === value),
    anyRequest: (url) => url.pathname === search.api,
  });
  if (search.path !== undefined) {
    const address = `${search.path}?${new URLSearchParams({ searchQuery: search.text })}`;
    await expect.poll(() => pathOf(page)).toBe(address);
  }
  const rows = search.rows;
  if (rows) {
    const { expected } = rows;
    if (typeof expected === 'function') await expect.poll(async () => expected(await rows.read())).toBe(true);
    else await expect.poll(() => rows.read()).toEqual(expected);
  }
}

export interface ListShown {
  /** The list's path ('/probes'). */
  path: string;
  /** Its heading ('Sondy') and its table's name ('Lista sond'). */
  heading: string;
  table: string;
  /** What axe's report calls the screen ('probes list'). */
  axe: string;
  search: ListSearch;
}

/**
 * A list screen as the user first meets it: its heading, at least one row, no axe violation, then its
 * search (`expectListSearch`).
 */
export async function expectListShownAndSearched(panel: Panel, page: Page, list: ListShown): Promise<void> {
  await panel.visit(page, list.path);
  await visible(heading(page, list.heading));
  expect(await (await tableRows(page, list.table)).count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page, list.axe);
  await expectListSearch(page, list.search);
}

/** The numbered pagination above ('góra') or below ('dół') a list. */
export function pagination(page: Page, where: 'góra' | 'dół'): Locator {
  return page.getByRole('navigation', { name: `Paginacja (${where})` });
}

/** Goes to page `n` with the pagination above or below the list. */
export async function goToPage(page: Page, n: number, where: 'góra' | 'dół'): Promise<void> {
  await pagination(page, where)
    .getByRole('button', { name: `Strona ${n}` })
    .click();
}

/** The page number the pagination above the list marks as current, once it shows. */
export async function currentPage(page: Page): Promise<string> {
  const current = pagination(page, 'góra').locator('[aria-current="page"]');
  await current.waitFor();
  return (await current.textContent())?.trim() ?? '';
}

/** The trimmed row-header texts of the table named `table` (the rows' names), once loaded. */
export async function rowNames(page: Page, table: string): Promise<string[]> {
  const names = await (await tableRows(page, table)).getByRole('rowheader').allTextContents();
  return names.map((name) => name.trim());
}

/** The first record of a list's first page as the API gives it (a record the list surely shows). */
export async function firstListed<Member extends object>(
  panel: Panel,
  path: string,
): Promise<Member | undefined> {
  const page = (await panel.apiGet(`${path}?page=1`)) as { 'hydra:member': Member[] };
  return page['hydra:member'][0];
}

/** The records of a collection whose `key` equals `value`, looked up through the API's `param` filter. */
export async function membersWhere<Member extends object>(
  panel: Panel,
  path: string,
  key: string,
  value: string,
  param = key,
): Promise<Member[]> {
  const page = (await panel.apiGet(`${path}?${param}=${encodeURIComponent(value)}`)) as {
    'hydra:member': Member[];
  };
  return page['hydra:member'].filter((member) => (member as Record<string, unknown>)[key] === value);
}

/**
 * The words of the given cells (1-based column positions, the cell's own text) in the first `count`
 * rows, each with whether the table cut it inside (its letters on two lines: '14' over '9'). A hyphen
 * ends a word here: a line may break after it ('16-' over '49', as in print), not inside a word.
 */
export async function wordsOfCells(
  rows: Locator,
  columns: readonly number[],
  count = 10,
): Promise<{ word: string; cut: boolean }[]> {
  return await rows.evaluateAll(
    (trs, { columns, count }) =>
      trs.slice(0, count).flatMap((tr) =>
        columns.flatMap((column) => {
          const text = tr.querySelector(`:is(td, th):nth-child(${column})`)?.firstChild;
          if (!text || text.nodeType !== Node.TEXT_NODE) return [];
          return [...(text.textContent ?? '').matchAll(/[^\s-]*-|[^\s-]+/g)].map((word) => {
            const range = document.createRange();
            range.setStart(text, word.index ?? 0);
            range.setEnd(text, (word.index ?? 0) + word[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
            return { word: word[0], cut: lines > 1 };
          });
        }),
      ),
    { columns, count },
  );
}

/** How far the named table reaches beyond its scroll box, in pixels (0: it fits the screen's width). */
export async function tableOverflow(page: Page, name: string): Promise<number> {
  return await page.getByRole('table', { name }).evaluate((table) => {
    const box = table.parentElement as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
}
