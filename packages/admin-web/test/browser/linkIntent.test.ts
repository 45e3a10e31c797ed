/**
 * WEB-133: the pointer on a row's 'Edytuj' (or the focus on it) starts the form's record before the click:
 * the form then opens from that answer, with no second request; an answer older than PREFETCH_FRESH_MS
 * is not used, and the form shows the record as it is on the server.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PREFETCH_FRESH_MS } from '../../src/app/routePrefetch';
import { textbox } from './formFields';
import { heading, stopClock, testPanel, visible } from './harness';

const panel = testPanel();

let counter = 0;
/** A category of its own, found alone by the list's search for its name. */
const newCategory = (): { id: number; name: string } => {
  counter += 1;
  const name = `Zamiar ${counter} ${Date.now()}`;
  const id = panel.sandbox.context.store('categories').insert({
    name,
    slug: `zamiar-${counter}-${Date.now()}`,
    isPublish: false,
    ordering: 0,
    showInMainMenuOrdering: false,
    parentId: '0',
  });
  return { id, name };
};

/** The GET requests of the record, from now on. */
function recordGets(page: Page, id: number): string[] {
  const gets: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/categories/${id}`)
      gets.push(request.url());
  });
  return gets;
}

/**
 * A new category on the categories list, shown alone by its search: its row's 'Edytuj', and the GET
 * requests of its record from then on.
 */
async function listedCategory() {
  const { page } = await panel.open({ as: 'admin' });
  const { id, name } = newCategory();
  const gets = recordGets(page, id);
  await panel.visit(page, `/categories?searchQuery=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  const edit = await visible(row.getByRole('link', { name: 'Edytuj', exact: true }));
  const answered = () => page.waitForResponse((response) => response.url().endsWith(`/api/categories/${id}`));
  return { page, id, name, gets, edit, answered };
}

describe("'Edytuj' hovered or focused", () => {
  it('sends the record’s request once: the click opens the form from that answer', async () => {
    const { page, name, gets, edit, answered } = await listedCategory();
    const answer = answered();
    await edit.hover();
    await answer;
    expect(gets).toHaveLength(1);
    await edit.click();
    await visible(heading(page, 'Edycja kategorii'));
    await expect.poll(() => textbox(page, 'Nazwa').inputValue()).toBe(name);
    expect(gets).toHaveLength(1);
  });

  it('focused from the keyboard, it sends the record’s request as well', async () => {
    const { page, name, gets, edit } = await listedCategory();
    await edit.focus();
    await expect.poll(() => gets.length).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => textbox(page, 'Nazwa').inputValue()).toBe(name);
    expect(gets).toHaveLength(1);
  });

  it('an answer no longer fresh is not used: the form shows the record as it is on the server', async () => {
    const { page, id, name, gets, edit, answered } = await listedCategory();
    const clock = await stopClock(page);
    const answer = answered();
    await edit.hover();
    await answer;
    panel.sandbox.context.store('categories').update(id, { name: `${name} po zmianie` });
    await clock.runFor(PREFETCH_FRESH_MS + 1);
    await clock.resume();
    await edit.click();
    await expect.poll(() => textbox(page, 'Nazwa').inputValue()).toBe(`${name} po zmianie`);
    expect(gets).toHaveLength(2);
  });
});

describe("an article's 'Edytuj' hovered", () => {
  it('loads the form’s rich-text, date and photo fields’ code before the click, not after it', async () => {
    const { page } = await panel.open({ as: 'admin', path: '/articles' });
    const chunks: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (/^(RichTextKind|DateKinds|PhotoKind)-.*\.js$/.test(file)) chunks.push(file.split('-')[0] ?? '');
    });
    const edit = await visible(page.getByRole('link', { name: 'Edytuj', exact: true }).first());
    await edit.hover();
    await expect.poll(() => [...new Set(chunks)].sort()).toEqual(['DateKinds', 'PhotoKind', 'RichTextKind']);
    await edit.click();
    await visible(heading(page, 'Edycja artykułu'));
  });
});
