/**
 * Typing loses nothing: a keystroke writes no draft itself, the draft is written once typing pauses
 * (DRAFT_PAUSE_MS, with no page event) and at once when the page is left (a reload) or hidden
 * (`pagehide`, `visibilitychange`), so what was typed a moment before comes back; fast typing of Polish
 * text into 'Tytuł' and into the rich-text 'Treść', an IME composition, and a 50 KB paste into the
 * editor all arrive whole.
 */
import { DEMO_RECORDS } from '@redakcja/api-sandbox';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DRAFT_PAUSE_MS } from '../../src/shared/form/drafts';
import { fieldBox, textbox } from './formFields';
import { gone, heading, stopClock, testPanel, visible } from './harness';

const panel = testPanel();
const ARTICLE = DEMO_RECORDS.articles.plainPublished;
const DRAFT_KEY = `redakcja.draft:redaktor/articles:${ARTICLE}`;
const POLISH =
  'Zażółć gęślą jaźń. Pchnąć w tę łódź jeża lub ośm skrzyń fig. Żółw, źdźbło, ćma, łąka, śnieg, ńąęóśźżćł. ';

/** The stored draft's values, or null when none is kept. */
const storedDraft = (page: Page) =>
  page.evaluate((key) => {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text).values as Record<string, unknown>);
  }, DRAFT_KEY);

const draftQuestion = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Przywrócić niezapisane zmiany?' });

/** The article's edit form, with no draft of an earlier test. */
async function openArticle(page: Page) {
  await panel.visit(page, '/articles');
  await page.evaluate(() => localStorage.clear());
  await panel.visit(page, `/articles/edit/${ARTICLE}`);
  await visible(heading(page, 'Edycja artykułu'));
  await expect.poll(() => textbox(page, 'Tytuł').inputValue()).not.toBe('');
}

/** Empties a field as a user does (select all, delete) and leaves the cursor in it. */
async function empty(page: Page, field: Locator) {
  await field.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
}

/** The rich-text editor's text. */
const editorText = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true }).evaluate((element) => element.textContent ?? '');

describe('Wersje robocze po przerwie w pisaniu', () => {
  it('writes no draft on a keystroke; once typing pauses it is written, with no page event', async () => {
    const { page } = await panel.open({ as: 'redaktor', path: '/articles' });
    await openArticle(page);
    const field = textbox(page, 'Krótki tytuł');
    await empty(page, field);
    await expect.poll(() => storedDraft(page)).toMatchObject({ titleShort: '' });
    const clock = await stopClock(page);
    await page.keyboard.type('Szkic w przerwie');
    expect(await field.inputValue()).toBe('Szkic w przerwie');
    await clock.runFor(DRAFT_PAUSE_MS - 50);
    expect(await storedDraft(page)).toMatchObject({ titleShort: '' });
    await clock.runFor(50);
    await expect.poll(() => storedDraft(page)).toMatchObject({ titleShort: 'Szkic w przerwie' });
    await clock.resume();
    await page.close();
  });

  it('writes what was typed a moment before a reload; the draft comes back', async () => {
    const { page } = await panel.open({ as: 'redaktor', path: '/articles' });
    await openArticle(page);
    await empty(page, textbox(page, 'Krótki tytuł'));
    await expect.poll(() => storedDraft(page)).toMatchObject({ titleShort: '' });
    // No timer fires from here to the reload: only leaving the page can write the draft.
    const clock = await stopClock(page);
    await page.keyboard.type('Napisane tuż przed odświeżeniem');
    await page.reload();
    await clock.resume();
    const offer = draftQuestion(page);
    await visible(offer);
    await offer.getByRole('button', { name: 'Przywróć' }).click();
    await gone(offer);
    expect(await textbox(page, 'Krótki tytuł').inputValue()).toBe('Napisane tuż przed odświeżeniem');
    await page.close();
  });

  it('writes at once on pagehide, and when the tab is hidden (visibilitychange)', async () => {
    const { page } = await panel.open({ as: 'redaktor', path: '/articles' });
    await openArticle(page);
    await empty(page, textbox(page, 'Krótki tytuł'));
    await expect.poll(() => storedDraft(page)).toMatchObject({ titleShort: '' });
    const clock = await stopClock(page);
    await page.keyboard.type('Przed pagehide');
    await page.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })),
    );
    expect(await storedDraft(page)).toMatchObject({ titleShort: 'Przed pagehide' });
    await page.keyboard.type(' i przed ukryciem');
    // The tab goes to the background: the page is told through its visibility.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await storedDraft(page)).toMatchObject({ titleShort: 'Przed pagehide i przed ukryciem' });
    await clock.resume();
    await page.close();
  });
});

describe('Szybkie pisanie', () => {
  it("types a long Polish text with no delay into 'Tytuł' and 'Treść': every character arrives, in order", async () => {
    const { page } = await panel.open({ as: 'redaktor', path: '/articles' });
    await openArticle(page);
    const text = POLISH.repeat(2).trim();
    const title = textbox(page, 'Tytuł');
    await empty(page, title);
    await page.keyboard.type(text, { delay: 0 });
    expect(await title.inputValue()).toBe(text);

    const content = page.getByRole('textbox', { name: 'Treść', exact: true });
    await empty(page, content);
    await page.keyboard.type(text, { delay: 0 });
    await expect.poll(() => editorText(page, 'Treść')).toBe(text);
    // What is shown is what the form keeps: the draft written after the pause holds both whole.
    // One poll for both values: the title's draft can be written before the content's last keystrokes.
    await expect
      .poll(async () => {
        const draft = await storedDraft(page);
        return { title: draft?.title, contentEnd: String(draft?.content).includes(text.slice(-40)) };
      })
      .toEqual({ title: text, contentEnd: true });
    await page.close();
  });

  it('keeps an IME composition (a dead key, then the letter) in the title and in the editor', async () => {
    const { page } = await panel.open({ as: 'redaktor', path: '/articles' });
    await openArticle(page);
    const cdp = await page.context().newCDPSession(page);
    const compose = async (marked: string, final: string) => {
      await cdp.send('Input.imeSetComposition', { text: marked, selectionStart: 1, selectionEnd: 1 });
      await cdp.send('Input.insertText', { text: final });
    };
    const title = textbox(page, 'Tytuł');
    await empty(page, title);
    await page.keyboard.type('Zaz');
    await compose('˙', 'ż');
    await page.keyboard.type('ółć g');
    await compose('˛', 'ę');
    await page.keyboard.type('ślą');
    expect(await title.inputValue()).toBe('Zazżółć gęślą');

    const content = page.getByRole('textbox', { name: 'Treść', exact: true });
    await empty(page, content);
    await page.keyboard.type('Ł');
    await compose('´', 'ó');
    await page.keyboard.type('dź');
    await expect.poll(() => editorText(page, 'Treść')).toBe('Łódź');
    await page.close();
  });

  it('a 50 KB paste into the editor arrives whole', async () => {
    const { page } = await panel.open({ as: 'redaktor', path: '/articles' });
    await openArticle(page);
    const paragraph = POLISH.repeat(10);
    const pasted = Array.from({ length: Math.ceil(50_000 / paragraph.length) }, () => paragraph).join('');
    expect(pasted.length).toBeGreaterThanOrEqual(50_000);
    const content = page.getByRole('textbox', { name: 'Treść', exact: true });
    await empty(page, content);
    // The paste a user's Ctrl+V makes: a paste event carrying the clipboard's text.
    await content.evaluate((element, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, pasted);
    await expect.poll(() => editorText(page, 'Treść')).toBe(pasted);
    await page.keyboard.type(' Koniec.');
    await expect.poll(() => editorText(page, 'Treść')).toBe(`${pasted} Koniec.`);
    expect(await fieldBox(page, 'content').count()).toBe(1);
    await page.close();
  });
});
