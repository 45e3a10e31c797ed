/**
 * Scheduled articles: a visible article whose 'Data publikacji' lies ahead says 'Zaplanowany na
 * dd.MM.yyyy, HH:mm' (the Warsaw wall clock, whatever the computer's zone) in its row of 'Lista
 * artykułów' and beside 'Zapisz' on its form; a hidden one and a past one say nothing.
 */
import { DEMO_RECORDS } from '@redakcja/api-sandbox';
import { articleListMessages } from '@redakcja/api-sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setCheckbox } from './articleForms';
import { expectNoAxeViolations, gone, heading, suiteTab, tableRows, testPanel, visible } from './harness';

const panel = testPanel();
// New York, so a badge in the computer's zone would read 02:00, not Warsaw's 08:00.
const editor = suiteTab(panel, 'redaktor', 'America/New_York');
const A = DEMO_RECORDS.articles;
// Another visible article, dated in the past.
const PAST_ARTICLE = A.pdf;

// Christmas Eve next year, 08:00 in Warsaw (winter time, UTC+1): always ahead of the test's today.
const YEAR = new Date().getUTCFullYear() + 1;
const AHEAD = Date.UTC(YEAR, 11, 24, 7, 0);
const PAST = Date.UTC(2024, 4, 1, 8, 0);
const SCHEDULED = articleListMessages.scheduledFor(`24.12.${YEAR}, 08:00`);

async function rowOf(page: Page, id: number, title: string) {
  await panel.visit(page, `/articles?searchQuery=${encodeURIComponent(title)}`);
  const rows = await tableRows(page, 'Lista artykułów');
  const row = rows.filter({
    has: page.locator('td:first-child', { hasText: new RegExp(`^\\s*${id}\\s*$`) }),
  });
  await visible(row);
  return row;
}

const titleOf = async (id: number) =>
  ((await panel.apiGet(`/api/articles/${id}`)) as { title: string }).title;

describe('Zaplanowane artykuły', () => {
  it('the list marks a visible article dated ahead, in Warsaw time; not a hidden or a past one; axe', async () => {
    const { page } = editor;
    expect(new Set([A.plainPublished, A.hidden, PAST_ARTICLE]).size).toBe(3);
    expect(SCHEDULED).toBe(`Zaplanowany na 24.12.${YEAR}, 08:00`);
    const articles = panel.sandbox.context.store('articles');
    articles.update(A.plainPublished, { date: new Date(AHEAD), isPublish: true });
    articles.update(A.hidden, { date: new Date(AHEAD), isPublish: false });
    articles.update(PAST_ARTICLE, { date: new Date(PAST), isPublish: true });

    const scheduled = await rowOf(page, A.plainPublished, await titleOf(A.plainPublished));
    await visible(scheduled.getByText(SCHEDULED, { exact: true }));
    await expectNoAxeViolations(page, 'articles list with a scheduled article');

    const hidden = await rowOf(page, A.hidden, await titleOf(A.hidden));
    expect(await hidden.getByText('Zaplanowany na').count()).toBe(0);
    const past = await rowOf(page, PAST_ARTICLE, await titleOf(PAST_ARTICLE));
    expect(await past.getByText('Zaplanowany na').count()).toBe(0);
  });

  it("the form says when it goes live beside 'Zapisz', and stops when 'Widoczny' is unticked; axe", async () => {
    const { page } = editor;
    const articles = panel.sandbox.context.store('articles');
    articles.update(A.plainPublished, { date: new Date(AHEAD), isPublish: true });
    articles.update(PAST_ARTICLE, { date: new Date(PAST), isPublish: true });
    await panel.visit(page, `/articles/edit/${A.plainPublished}`);
    await visible(heading(page, 'Edycja artykułu'));
    const badge = page.getByText(SCHEDULED, { exact: true });
    await visible(badge);
    await expectNoAxeViolations(page, 'article form of a scheduled article');
    await setCheckbox(page, 'Widoczny', false);
    await gone(badge);
    await setCheckbox(page, 'Widoczny', true);
    await visible(badge);

    await panel.visit(page, `/articles/edit/${PAST_ARTICLE}`);
    await visible(heading(page, 'Edycja artykułu'));
    await visible(page.getByRole('button', { name: 'Zapisz' }));
    expect(await page.getByText('Zaplanowany na').count()).toBe(0);
  });
});
