/**
 * Helpers of the article form tests: fields by their container, rich text, selects, real images.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { fieldBox, fieldText } from './formFields';
import { heading, type Panel, visible } from './harness';

/** Waits until the field shows the message. */
export async function expectMessage(page: Page, name: string, message: string): Promise<void> {
  await expect.poll(() => fieldText(page, name), { timeout: 10_000 }).toContain(message);
}

/** Types into a rich-text field (the ProseMirror editor named by its label). */
export async function typeRich(page: Page, label: string, text: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/** Ticks or unticks a checkbox by its visible label. */
export async function setCheckbox(page: Page, name: string, checked: boolean): Promise<void> {
  const box = page.getByRole('checkbox', { name, exact: true });
  if ((await box.isChecked()) !== checked) await page.getByText(name, { exact: true }).click();
  expect(await box.isChecked()).toBe(checked);
}

/** Picks an option of a multi-select or combo box by typing part of its name. */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  const choice = page.getByRole('option', { name: option, exact: true });
  await box.fill(option.slice(0, 4));
  // One click: the list stays open while the page scrolls the option into view (UI-30).
  await choice.click();
  // The list closes after a pick (UI-29); Escape also drops any typed filter.
  await box.press('Escape');
  await page.getByRole('listbox').first().waitFor({ state: 'detached' });
}

/** Chooses an author by typing a new name and creating it ('Dodaj „…”'). */
export async function createAuthor(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Autor', exact: true }).fill(name);
  const create = page.getByRole('option', { name: `Dodaj „${name}”` });
  await visible(create);
  await create.click();
  await expect.poll(() => page.getByRole('combobox', { name: 'Autor', exact: true }).inputValue()).toBe(name);
}

/** A real PNG of the given size, drawn by the page's canvas. */
export async function png(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#3a7';
        context.fillRect(0, 0, w, h);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** Chooses a new file for a photo field ('Nowe zdjęcie'). */
export async function choosePhoto(page: Page, name: string, width: number, height: number): Promise<void> {
  const box = fieldBox(page, name);
  const upload = box.getByRole('radio', { name: 'Nowe zdjęcie' });
  if (!(await upload.isChecked())) await box.getByText('Nowe zdjęcie', { exact: true }).click();
  await box.locator('input[type="file"]').setInputFiles({
    name: `${name}-${width}x${height}.png`,
    mimeType: 'image/png',
    buffer: await png(page, width, height),
  });
}

/** The name of the first category the form offers (GET /api/categories/select). */
export async function firstCategory(panel: Panel): Promise<string> {
  type Option = { label?: string; name?: string };
  const options = (await panel.apiGet('/api/categories/select')) as Option[] | { 'hydra:member': Option[] };
  const list = Array.isArray(options) ? options : options['hydra:member'];
  return list[0]?.label ?? list[0]?.name ?? '';
}

/** The POST calls a form makes, in order, and the body of the last one to '/api/articles' (the article's own). */
export interface ArticlePosts {
  order: string[];
  body: Record<string, unknown>;
}

/** Starts recording the page's POST calls (the uploads, then the article). */
export function recordPosts(page: Page): ArticlePosts {
  const posts: ArticlePosts = { order: [], body: {} };
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname;
    posts.order.push(path);
    if (path === '/api/articles') posts.body = request.postDataJSON();
  });
  return posts;
}

/**
 * Opens 'Nowy artykuł' with no draft left in the profile and pastes into 'Treść' what a user's Ctrl+V
 * from another page brings (`html`, and `text` as its plain-text copy); the editor's text box.
 */
export async function pasteIntoNewArticle(
  panel: Panel,
  page: Page,
  html: string,
  text: string,
): Promise<Locator> {
  await panel.visit(page, '/articles');
  await page.evaluate(() => localStorage.clear());
  await panel.visit(page, '/articles/new');
  await visible(heading(page, 'Nowy artykuł'));
  const content = page.getByRole('textbox', { name: 'Treść', exact: true });
  await content.click();
  await content.evaluate(
    (element, pasted) => {
      const data = new DataTransfer();
      data.setData('text/html', pasted.html);
      data.setData('text/plain', pasted.text);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { html, text },
  );
  return content;
}
