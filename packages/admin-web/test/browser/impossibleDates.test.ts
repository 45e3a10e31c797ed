/**
 * Impossible dates (30 February): the date fields keep what was typed and say why under the field, instead
 * of rolling it to the month's last day; the form saves nothing and a list filter filters nothing.
 */
import { DEMO_RECORDS } from '@redakcja/api-sandbox';
import { impossibleDateMessage } from '@redakcja/api-sdk/constants';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fieldBox, textbox } from './formFields';
import { describedText, heading, pathOf, suiteTab, testPanel, visible } from './harness';

const panel = testPanel();
const editor = suiteTab(panel, 'redaktor');
const admin = suiteTab(panel, 'admin');

const segmentsOf = async (group: Locator) =>
  (await group.getByRole('spinbutton').allTextContents()).map((text) => text.trim());

async function typeDay(group: Locator, page: Page, day: string) {
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(day);
}

describe('an impossible date', () => {
  it("'Data publikacji' keeps 30.02.2026 with its message and the article keeps its date", async () => {
    const { page } = editor;
    const id = DEMO_RECORDS.articles.plainPublished;
    panel.sandbox.context.store('articles').update(id, { date: new Date('2026-02-10T09:15:00Z') });
    const before = (await panel.apiGet(`/api/articles/${id}`)) as { date: string };
    await panel.visit(page, `/articles/edit/${id}`);
    await visible(heading(page, 'Edycja artykułu'));
    const field = fieldBox(page, 'date').getByRole('group', { name: 'Data publikacji' });
    await expect.poll(() => segmentsOf(field)).toEqual(['10', '02', '2026', '10', '15']);

    await typeDay(field, page, '30');
    await textbox(page, 'Tytuł').click();
    await expect.poll(() => segmentsOf(field)).toEqual(['30', '02', '2026', '10', '15']);
    const message = impossibleDateMessage('30.02.2026 10:15');
    await visible(fieldBox(page, 'date').getByText(message));
    expect(await describedText(field)).toContain(message);

    await page.getByRole('button', { name: 'Zapisz' }).click();
    await visible(fieldBox(page, 'date').getByText(message));
    expect(await segmentsOf(field)).toEqual(['30', '02', '2026', '10', '15']);
    expect(((await panel.apiGet(`/api/articles/${id}`)) as { date: string }).date).toBe(before.date);

    // A real day typed over it is the date again.
    await typeDay(field, page, '27');
    await textbox(page, 'Tytuł').click();
    await expect.poll(() => fieldBox(page, 'date').getByText(message).count()).toBe(0);
    expect(await segmentsOf(field)).toEqual(['27', '02', '2026', '10', '15']);
  });

  it("the logs' 'Zalogowano przed dniem' keeps 30.02.2026 with its message and filters nothing", async () => {
    const { page } = admin;
    await panel.visit(page, '/logs');
    const field = page.getByRole('group', { name: 'Zalogowano przed dniem' });
    const requests: string[] = [];
    page.on('request', (request) => {
      const before = new URL(request.url()).searchParams.get('loggedAt[before]');
      if (before) requests.push(before);
    });
    await typeDay(field, page, '30022026');
    await page.getByRole('searchbox', { name: 'Szukaj użytkownika' }).click();
    await expect.poll(() => segmentsOf(field)).toEqual(['30', '02', '2026']);
    await visible(page.getByText(impossibleDateMessage('30.02.2026')));
    expect(pathOf(page)).toBe('/logs');
    expect(requests.filter((date) => date.startsWith('2026-02-'))).toEqual([]);
  });
});
