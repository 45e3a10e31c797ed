/**
 * The save bar of the article form at 1024x768: a landmark named 'Zapisywanie' with 'Zapisz' that stays
 * in the window while the 4,000-pixel form scrolls, the count of unsaved changes beside it, and a field
 * that gets the focus shown above the bar, never under it.
 */
import { DEMO_RECORDS } from '@redakcja/api-sandbox';
import { saveBarMessages } from '@redakcja/api-sdk';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textbox } from './formFields';
import { expectNoAxeViolations, heading, suiteTab, testPanel, visible } from './harness';

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
});
