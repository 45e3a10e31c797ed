/**
 * The save bar of the article form at 1024x768: a landmark named 'Zapisywanie' with 'Zapisz' that stays
 * in the window while the 4,000-pixel form scrolls, the count of unsaved changes beside it, and a field
 * that gets the focus shown above the bar, never under it, also when its notes make it taller. 'Podgląd' in the bar opens the saved article's
 * preview in a new tab and says what the preview does not show; without a preview the bar says why.
 */
import { DEMO_RECORDS } from '@redakcja/api-sandbox';
import { articlePreviewMessages, saveBarMessages } from '@redakcja/api-sdk';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textbox } from './formFields';
import {
  describedText,
  expectNoAxeViolations,
  heading,
  isFocused,
  pathOf,
  suiteTab,
  testPanel,
  visible,
} from './harness';

const panel = testPanel();
const editor = suiteTab(panel, 'redaktor');
const A = DEMO_RECORDS.articles;
const HEIGHT = 768;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

describe('the save bar', () => {
  it("stays in view with 'Zapisz' and the unsaved count, never over the field being edited; axe", async () => {
    const { page } = editor;
    await page.setViewportSize({ width: 1024, height: HEIGHT });
    await panel.visit(page, `/articles/edit/${A.plainPublished}`);
    await visible(heading(page, 'Edycja artykułu'));
    const bar = page.getByRole('region', { name: saveBarMessages.region });
    await visible(bar.getByRole('button', { name: 'Zapisz', exact: true }));
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(HEIGHT * 2);
    const atTop = await box(bar);
    expect(atTop.y + atTop.height).toBeLessThanOrEqual(HEIGHT);
    expect(await bar.getByText(/^Niezapisane zmiany/).count()).toBe(0);

    await textbox(page, 'Tytuł').fill(`Nowy tytuł ${Date.now()}`);
    await visible(bar.getByText(saveBarMessages.unsaved(1), { exact: true }));

    // A field far down the form: focused, it scrolls into view above the bar, and the bar is still there.
    const keywords = textbox(page, 'Słowa kluczowe');
    await keywords.focus();
    await keywords.fill('rynek, media');
    await visible(bar.getByText(saveBarMessages.unsaved(2), { exact: true }));
    const field = await box(keywords);
    const below = await box(bar);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(below.y + below.height).toBeLessThanOrEqual(HEIGHT);
    expect(field.y + field.height).toBeLessThanOrEqual(below.y);
    await expectNoAxeViolations(page, 'article form with its save bar and unsaved changes');
  });

  it("'Podgląd' opens the saved article's preview in a new tab and says the unsaved changes are not in it; axe", async () => {
    const { page, context } = await panel.open({ as: 'redaktor' });
    await page.setViewportSize({ width: 1024, height: HEIGHT });
    await panel.visit(page, `/articles/edit/${A.previewActive}`);
    await visible(heading(page, 'Edycja artykułu'));
    const bar = page.getByRole('region', { name: saveBarMessages.region });
    const preview = await visible(bar.getByRole('link', { name: articlePreviewMessages.openLabel }));
    expect(await preview.textContent()).toBe(articlePreviewMessages.open);
    expect(await describedText(preview)).toBe('');
    expect(await bar.getByText(articlePreviewMessages.unsaved).count()).toBe(0);

    const title = textbox(page, 'Tytuł');
    const saved = await title.inputValue();
    const typed = `Tytuł jeszcze niezapisany ${Date.now()}`;
    await title.fill(typed);
    await visible(bar.getByText(articlePreviewMessages.unsaved, { exact: true }));
    expect(await describedText(preview)).toBe(articlePreviewMessages.unsaved);
    await expectNoAxeViolations(page, "article form with 'Podgląd' and unsaved changes");

    // The keyboard's order is the reading order: 'Zapisz', 'Podgląd', then out of the bar (no trap).
    const inBar = () => bar.evaluate((element) => element.contains(document.activeElement));
    await bar.getByRole('button', { name: 'Zapisz', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await isFocused(preview)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await inBar()).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(preview)).toBe(true);

    // The preview is the saved article's, in a tab of its own: the form keeps what was typed.
    const [opened] = await Promise.all([context.waitForEvent('page'), preview.click()]);
    await visible(opened.getByRole('heading', { level: 2, name: saved, exact: true }));
    expect(pathOf(opened)).toBe(`/articles/preview/${A.previewActive}`);
    expect(await opened.getByText(typed).count()).toBe(0);
    expect(await title.inputValue()).toBe(typed);
    expect(pathOf(page)).toBe(`/articles/edit/${A.previewActive}`);
  });

  it("says why there is no 'Podgląd' for a new article and for one whose preview is not allowed; axe", async () => {
    const { page } = await panel.open({ as: 'redaktor' });
    await page.setViewportSize({ width: 1024, height: HEIGHT });
    const bar = page.getByRole('region', { name: saveBarMessages.region });
    const noPreviewLink = () => bar.getByRole('link', { name: articlePreviewMessages.openLabel }).count();

    await panel.visit(page, '/articles/new');
    await visible(heading(page, 'Nowy artykuł'));
    await visible(bar.getByText(articlePreviewMessages.unsavedArticle, { exact: true }));
    expect(await noPreviewLink()).toBe(0);

    await panel.visit(page, `/articles/edit/${A.plainPublished}`);
    await visible(heading(page, 'Edycja artykułu'));
    await visible(bar.getByText(articlePreviewMessages.notAllowed, { exact: true }));
    expect(await noPreviewLink()).toBe(0);
    // Allowing it in the form is not enough: the preview shows what is saved.
    const allow = page.getByRole('checkbox', { name: 'Zezwól na podgląd' });
    // From the keyboard: focused, the box scrolls into view above the bar.
    await allow.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => allow.isChecked()).toBe(true);
    expect(await noPreviewLink()).toBe(0);
    await visible(bar.getByText(articlePreviewMessages.notAllowed, { exact: true }));
    await expectNoAxeViolations(page, "article form without 'Podgląd'");
  });

  it('a field just under a bar of two lines, focused, comes into view above it', async () => {
    const { page } = await panel.open({ as: 'redaktor' });
    await page.setViewportSize({ width: 1024, height: HEIGHT });
    await panel.visit(page, `/articles/edit/${A.plainPublished}`);
    await visible(heading(page, 'Edycja artykułu'));
    const bar = page.getByRole('region', { name: saveBarMessages.region });
    // The note on a preview not allowed takes a second line: the bar is taller than at its least.
    await visible(bar.getByText(articlePreviewMessages.notAllowed, { exact: true }));
    const { height: barHeight } = await box(bar);
    expect(barHeight).toBeGreaterThan(100);
    // The field's lower edge 14 px under the bar's upper edge: in the window, hidden by the bar.
    const keywords = textbox(page, 'Słowa kluczowe');
    const fieldBottom = await keywords.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return rect.bottom + window.scrollY;
    });
    await page.evaluate((y) => window.scrollTo(0, y), fieldBottom - (HEIGHT - barHeight + 14));
    const hidden = await box(keywords);
    expect(hidden.y + hidden.height).toBeGreaterThan((await box(bar)).y);
    await keywords.focus();
    await expect
      .poll(async () => (await box(keywords)).y + (await box(keywords)).height <= (await box(bar)).y)
      .toBe(true);
  });
});
