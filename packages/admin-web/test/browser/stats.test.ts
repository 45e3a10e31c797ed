/**
 * Statistics reports (03 §2-§9; D12, D23): the list whose ids open /reports/report_{id}.html in a new
 * tab, the D12 report screen (the static report in a sandboxed frame, 'Otwórz w nowej karcie'), 'Nowy
 * raport' sending its two dates, the list 2.3 s after a create, the D23 edit (same form, 2 s).
 */
import { statMessages } from '@redakcja/api-sdk';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  describedText,
  expectNoAxeViolations,
  expectPathAfter,
  heading,
  pathOf,
  stopClock,
  suiteTab,
  tableHeaders,
  tableRows,
  testPanel,
  visible,
} from './harness';

const panel = testPanel({ pageSize: 30 });
const admin = suiteTab(panel, 'admin');
const TABLE = 'Lista raportów';

interface ApiStat {
  id: number;
  from: string;
  to: string;
}
const stats = async () =>
  ((await panel.apiGet('/api/stats')) as { 'hydra:member': ApiStat[] })['hydra:member'];
/** Types a date into a date picker, segment by segment (pl-PL: dd.mm.rrrr). */
async function typeDate(page: Page, label: string, value: string) {
  const [year, month, day] = value.split('-');
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}

describe('stats', () => {
  it('links each id to its static report in a new tab, and the report screen frames it (D12)', async () => {
    const { page } = admin;
    await panel.visit(page, '/stats');
    await visible(heading(page, 'Raporty'));
    await tableRows(page, TABLE);
    expect(await tableHeaders(page, TABLE)).toEqual(['Id', 'Od', 'Do', 'Akcje']);
    await expectNoAxeViolations(page, 'stats list');
    const [latest] = (await stats()).sort((a, b) => b.id - a.id);
    if (!latest) throw new Error('the demo has stats');
    const link = page.getByRole('link', { name: `Raport ${latest.id} (nowa karta)` });
    expect(await link.getAttribute('href')).toBe(`${panel.api}/reports/report_${latest.id}.html`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await (await fetch(`${panel.api}/reports/report_${latest.id}.html`)).text()).toContain(
      `<h1>Raport statystyk nr ${latest.id}</h1>`,
    );

    await page.getByRole('link', { name: `Podgląd raportu ${latest.id}` }).click();
    await visible(heading(page, `Raport ${latest.id}`));
    expect(pathOf(page)).toBe(`/stats/reports/${latest.id}`);
    const frame = page.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('src')).toBe(`${panel.api}/reports/report_${latest.id}.html`);
    const inFrame = page.frameLocator('iframe');
    await visible(inFrame.getByRole('heading', { name: `Raport statystyk nr ${latest.id}` }));
    // Sandboxed: the report runs no script and is not same-origin with the panel.
    expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentDocument === null)).toBe(true);
    const open = page.getByRole('link', { name: 'Otwórz w nowej karcie' });
    expect(await open.getAttribute('href')).toBe(`${panel.api}/reports/report_${latest.id}.html`);
    expect(await open.getAttribute('target')).toBe('_blank');
    await expectNoAxeViolations(page, 'report screen', { withoutFrames: true });
  });

  it("'Nowy raport': sends the two dates, then the list 2.3 s after 'Dodano'", async () => {
    const { page } = admin;
    await panel.visit(page, '/stats');
    await page.getByRole('link', { name: 'Dodaj nowy' }).click();
    await visible(heading(page, 'Nowy raport'));
    await expectNoAxeViolations(page, '/stats/new');
    const add = page.getByRole('button', { name: 'Dodaj' });

    const before = new Set((await stats()).map((stat) => stat.id));
    await typeDate(page, 'Data od', '2026-03-01');
    await typeDate(page, 'Data do', '2026-03-31');
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/stats',
    );
    const clock = await stopClock(page);
    await add.click();
    expect((await posted).postDataJSON()).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    await visible(page.getByRole('button', { name: 'Dodano' }));
    await expectPathAfter(page, clock, { afterMs: 2300, from: '/stats/new', to: '/stats' });
    const created = (await stats()).find((stat) => !before.has(stat.id));
    expect(created?.from.slice(0, 10)).toBe('2026-03-01');
  });

  it("a date emptied with Backspace, or left partly cleared, is 'Pole Wymagane' and nothing is sent", async () => {
    const { page } = admin;
    await panel.visit(page, '/stats/new');
    await visible(heading(page, 'Nowy raport'));
    let sent = false;
    const onPost = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/stats') sent = true;
    };
    page.on('request', onPost);
    const from = page.getByRole('group', { name: 'Data od' });
    const to = page.getByRole('group', { name: 'Data do' });
    await typeDate(page, 'Data do', '2026-03-31');
    // Every segment of 'Data od' cleared from the keyboard.
    await from.getByRole('spinbutton').last().click();
    for (let i = 0; i < 12; i++) await page.keyboard.press('Backspace');
    expect(await from.getByRole('spinbutton').allTextContents()).toEqual(['dd', 'mm', 'rrrr']);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect.poll(() => describedText(from.getByRole('spinbutton').first())).toContain('Pole Wymagane');
    expect(await to.getByRole('spinbutton').allTextContents()).toEqual(['31', '03', '2026']);
    expect(await describedText(to.getByRole('spinbutton').first())).not.toContain('Pole Wymagane');
    await expectNoAxeViolations(page, '/stats/new with a required date empty');

    // Only the day of 'Data do' cleared, then the field left: it is empty, not the date it showed before.
    await typeDate(page, 'Data od', '2026-03-01');
    await to.getByRole('spinbutton').first().click();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.getByRole('heading', { name: 'Nowy raport' }).click();
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect.poll(() => describedText(to.getByRole('spinbutton').first())).toContain('Pole Wymagane');
    expect(await describedText(from.getByRole('spinbutton').first())).not.toContain('Pole Wymagane');
    expect(await from.getByRole('spinbutton').allTextContents()).toEqual(['01', '03', '2026']);
    page.off('request', onPost);
    expect(sent).toBe(false);
  });

  it("refuses a 'Data od' after 'Data do' under both fields, keeping the dates, and sends nothing", async () => {
    const { page } = admin;
    await panel.visit(page, '/stats/new');
    await visible(heading(page, 'Nowy raport'));
    let sent = false;
    const onPost = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/stats') sent = true;
    };
    page.on('request', onPost);
    const from = page.getByRole('group', { name: 'Data od' });
    const to = page.getByRole('group', { name: 'Data do' });
    await typeDate(page, 'Data od', '2026-11-20');
    await typeDate(page, 'Data do', '2026-11-10');
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect
      .poll(() => describedText(from.getByRole('spinbutton').first()))
      .toContain(statMessages.fromAfterTo);
    expect(await describedText(to.getByRole('spinbutton').first())).toContain(statMessages.toBeforeFrom);
    expect(await from.getByRole('spinbutton').allTextContents()).toEqual(['20', '11', '2026']);
    expect(await to.getByRole('spinbutton').allTextContents()).toEqual(['10', '11', '2026']);
    await expectNoAxeViolations(page, '/stats/new with a reversed period');
    page.off('request', onPost);
    expect(sent).toBe(false);
    expect(pathOf(page)).toBe('/stats/new');
  });

  it('D23: edits a stat with the same form and returns 2 s after the save', async () => {
    const { page } = admin;
    const [latest] = (await stats()).sort((a, b) => b.id - a.id);
    if (!latest) throw new Error('the demo has stats');
    await panel.visit(page, '/stats');
    await tableRows(page, TABLE);
    await page.locator(`a[href$="/stats/edit/${latest.id}"]`).click();
    await visible(heading(page, 'Edycja raportu'));
    await expectNoAxeViolations(page, '/stats/edit');
    await typeDate(page, 'Data do', '2026-04-30');
    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith(`/api/stats/${latest.id}`),
    );
    const clock = await stopClock(page);
    await page.getByRole('button', { name: 'Zapisz' }).click();
    expect((await put).postDataJSON()).toMatchObject({ to: '2026-04-30' });
    await visible(page.getByRole('button', { name: 'Zapisano' }));
    await expectPathAfter(page, clock, { afterMs: 2000, from: `/stats/edit/${latest.id}`, to: '/stats' });
  });
});
