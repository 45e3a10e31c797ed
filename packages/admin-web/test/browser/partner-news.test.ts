/**
 * Partner-news boxes (03 §2-§9; D26): the list (date filter as start[before], ID, Start, News1, News2,
 * Akcje), 'Edytuj' on the latest box only, 'Dodaj nowy' disabled with 'Można dodać tylko jeden box
 * partnerski w przód.' while the latest box has not started; 'Nowe newsy partnerskie' with every field,
 * the five size hints and rules, the multipart save and the list 2 s later; the new screen leaving while
 * a box is ahead, the edit screen leaving for any box but the latest; 'Oznacz jako wysłany'.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fieldText } from './formFields';
import {
  accessibleNodes,
  describedText,
  expectNoAxeViolations,
  expectPathAfter,
  gone,
  heading,
  isFocused,
  pathOf,
  stopClock,
  suiteTab,
  tableHeaders,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { pngFile } from './pictures';

const panel = testPanel({ pageSize: 30 });
const admin = suiteTab(panel, 'admin');
const TABLE = 'Lista boxów partnerskich';
const ONLY_ONE_AHEAD = 'Można dodać tylko jeden box partnerski w przód.';

interface ApiBox {
  id: number;
  start: string;
  firstTitle: string;
  firstImg: string | null;
  closed: string | null;
}
const boxes = async () =>
  ((await panel.apiGet('/api/newsletter_partner_news')) as { 'hydra:member': ApiBox[] })['hydra:member'];
async function typeDate(page: Page, label: string, value: string) {
  const [year, month, day] = value.split('-');
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}
const fileInput = (page: Page, name: string) => page.locator(`[data-field="${name}"] input[type="file"]`);

const TEXT_LABELS = [
  'Tytuł newsa 1',
  'Adres URL newsa 1',
  'Tytuł newsa 1 w newsletterze',
  'Adres URL newsa 1 w newsletterze',
  'Tytuł newsa 2',
  'Adres URL newsa 2',
  'Tytuł newsa 2 w newsletterze',
  'Adres URL newsa 2 w newsletterze',
  'Adres URL logo',
  'Adres URL logo w newsletterze',
];

describe('partner-news boxes', () => {
  it("lists the boxes with 'Edytuj' on the latest only and the date filter as start[before]", async () => {
    const { page } = admin;
    const calls: URL[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/newsletter_partner_news') calls.push(url);
    };
    page.on('request', onRequest);
    await panel.visit(page, '/newsletter_partner_news/listing');
    await visible(heading(page, 'Newsy partnerskie'));
    const rows = await tableRows(page, TABLE);
    expect(await tableHeaders(page, TABLE)).toEqual(['ID', 'Start', 'News1', 'News2', 'Akcje']);
    expect(await rows.count()).toBe(6);
    expect(await page.getByRole('link', { name: 'Edytuj' }).count()).toBe(1);
    expect(await rows.first().getByRole('link', { name: 'Edytuj' }).getAttribute('href')).toMatch(
      /\/newsletter_partner_news\/edit\/6$/,
    );
    // The latest box started three days ago: a new one may be added.
    expect(await page.getByRole('link', { name: 'Dodaj nowy' }).count()).toBe(1);
    await expectNoAxeViolations(page, 'partner-news list');

    await panel.visit(page, '/newsletter_partner_news/listing?before=2000-01-01');
    await expect
      .poll(() => calls.some((url) => url.searchParams.get('start[before]') === '2000-01-01'))
      .toBe(true);
    await expect.poll(async () => (await tableRows(page, TABLE)).allTextContents()).toEqual(['Brak wyników']);
    page.off('request', onRequest);
  });

  it("'Nowe newsy partnerskie': every field, the size hints and rules, the multipart save, 2 s", async () => {
    const { page } = admin;
    await panel.visit(page, '/newsletter_partner_news/listing');
    await page.getByRole('link', { name: 'Dodaj nowy' }).click();
    await visible(heading(page, 'Nowe newsy partnerskie'));
    for (const label of TEXT_LABELS) await visible(page.getByRole('textbox', { name: label, exact: true }));
    for (const [name, hint] of [
      ['firstImgFile', 'Wymiary: 460x200 px'],
      ['secondImgFile', 'Wymiary: 460x200 px'],
      ['logoImgFile', 'Wymiary: 200x200 px'],
      ['logoNewsletterImgFile', 'Wymiary: 142x121 px'],
      ['logoNewsletterMobileImgFile', 'Wymiary: 460x146 px'],
    ] as const) {
      expect(await fieldText(page, name)).toContain(hint);
    }
    await expectNoAxeViolations(page, '/newsletter_partner_news/new');

    // An image of the wrong size is refused when chosen.
    await fileInput(page, 'logoImgFile').setInputFiles(pngFile('logo.png', 201, 200));
    await expect
      .poll(() => fieldText(page, 'logoImgFile'))
      .toContain('Dodawane obrazy powinny mieć szerokość równą 200px.');
    await fileInput(page, 'logoNewsletterMobileImgFile').setInputFiles(pngFile('m.png', 460, 145));
    await expect
      .poll(() => fieldText(page, 'logoNewsletterMobileImgFile'))
      .toContain('Dodawane obrazy powinny mieć wysokość równą 146px.');

    const add = page.getByRole('button', { name: 'Dodaj' });
    await expectNoAxeViolations(page, 'partner-news form with the size messages');

    // A box ahead (2030): every text (the links whole web addresses), the first image. The start
    // cleared first and the first link not a web address: the messages under them, nothing sent, the
    // texts kept.
    const typed = (label: string) =>
      label.startsWith('Adres URL')
        ? `https://partner.example/${TEXT_LABELS.indexOf(label)}`
        : `${label} (test)`;
    for (const label of TEXT_LABELS) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(typed(label));
    }
    const firstLink = page.getByRole('textbox', { name: 'Adres URL newsa 1', exact: true });
    await firstLink.fill('www.partner.example/news');
    const start = page.getByRole('group', { name: 'Start' });
    await page.getByRole('button', { name: 'Wyczyść datę' }).click();
    expect(await start.getByRole('spinbutton').allTextContents()).toEqual(['dd', 'mm', 'rrrr']);
    // react-aria's segment names in Polish (WEB-57: the build keeps its Polish strings only).
    expect(
      await Promise.all(
        (await start.getByRole('spinbutton').all()).map((segment) => segment.getAttribute('aria-label')),
      ),
    ).toEqual(['dzień, ', 'miesiąc, ', 'rok, ']);
    expect(await isFocused(start.getByRole('spinbutton').first())).toBe(true);
    let sent = false;
    const onPost = (request: Request) => {
      if (request.method() === 'POST' && request.url().includes('/api/newsletter_partner_news')) sent = true;
    };
    page.on('request', onPost);
    await add.click();
    await expect.poll(() => fieldText(page, 'start')).toContain('Pole Wymagane');
    expect(await describedText(start.getByRole('spinbutton').first())).toContain('Pole Wymagane');
    expect(await describedText(firstLink)).toContain(
      'Podaj pełny adres strony (zaczynający się od http:// lub https://).',
    );
    expect(await firstLink.inputValue()).toBe('www.partner.example/news');
    await firstLink.fill(typed('Adres URL newsa 1'));
    await expectNoAxeViolations(page, 'partner-news form with the start cleared');
    page.off('request', onPost);
    expect(sent).toBe(false);
    for (const label of TEXT_LABELS) {
      expect(await page.getByRole('textbox', { name: label, exact: true }).inputValue()).toBe(typed(label));
    }
    await typeDate(page, 'Start', '2030-01-07');
    await expect.poll(() => fieldText(page, 'start')).not.toContain('Pole Wymagane');
    await fileInput(page, 'firstImgFile').setInputFiles(pngFile('pierwszy box.png', 460, 200));
    const posted = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/newsletter_partner_news',
    );
    const clock = await stopClock(page);
    await add.click();
    // The body (a FormData with a file) is not readable from the request: the stored box says what came.
    expect((await posted).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await visible(page.getByRole('button', { name: 'Dodano' }));
    await expectPathAfter(page, clock, {
      afterMs: 2000,
      from: '/newsletter_partner_news/new',
      to: '/newsletter_partner_news/listing',
    });
    const created = (await boxes()).find((box) => box.firstTitle === 'Tytuł newsa 1 (test)');
    expect(created?.start.slice(0, 10)).toBe('2030-01-07');
    expect(created?.firstImg).toBeTruthy();
    const full = (await panel.apiGet(`/api/newsletter_partner_news/${created?.id}`)) as Record<
      string,
      unknown
    >;
    expect(full.secondNewsletterTitle).toBe('Tytuł newsa 2 w newsletterze (test)');
    expect(full.logoNewsletterUrl).toBe(typed('Adres URL logo w newsletterze'));
  });

  it('with a box ahead: add disabled with its reason, the new screen and an older edit leave for the list', async () => {
    const { page } = admin;
    const ahead = (await boxes()).find((box) => box.firstTitle === 'Tytuł newsa 1 (test)');
    if (!ahead) throw new Error('the box ahead was created by the previous test');
    await panel.visit(page, '/newsletter_partner_news/listing');
    const rows = await tableRows(page, TABLE);
    const addButton = page.getByRole('button', { name: 'Dodaj nowy' });
    await visible(addButton);
    expect(await addButton.isDisabled()).toBe(true);
    // The reason is the tooltip (title) of the disabled button's wrapper for the pointer, and, since a
    // disabled button takes no focus, text beside it that is the button's accessible description.
    expect(
      await page.locator(`[title="${ONLY_ONE_AHEAD}"]`).getByRole('button', { name: 'Dodaj nowy' }).count(),
    ).toBe(1);
    await visible(page.getByText(ONLY_ONE_AHEAD, { exact: true }));
    expect(await describedText(addButton)).toBe(ONLY_ONE_AHEAD);
    expect((await accessibleNodes(page, 'button')).filter((button) => button.name === 'Dodaj nowy')).toEqual([
      { name: 'Dodaj nowy', description: ONLY_ONE_AHEAD },
    ]);
    expect(await rows.first().getByRole('link', { name: 'Edytuj' }).getAttribute('href')).toMatch(
      new RegExp(`/newsletter_partner_news/edit/${ahead.id}$`),
    );
    expect(await page.getByRole('link', { name: 'Edytuj' }).count()).toBe(1);
    await expectNoAxeViolations(page, 'partner-news list with the add disabled');

    await panel.visit(page, '/newsletter_partner_news/new');
    await expect.poll(() => pathOf(page)).toBe('/newsletter_partner_news/listing');
    await panel.visit(page, '/newsletter_partner_news/edit/6');
    await expect.poll(() => pathOf(page)).toBe('/newsletter_partner_news/listing');

    // The latest box is edited with the same form, sent with `_method=PUT`, the list 2 s later.
    await panel.visit(page, `/newsletter_partner_news/edit/${ahead.id}`);
    await visible(heading(page, 'Edycja newsów partnerskich'));
    const title = page.getByRole('textbox', { name: 'Tytuł newsa 1', exact: true });
    expect(await title.inputValue()).toBe('Tytuł newsa 1 (test)');
    await expectNoAxeViolations(page, 'partner-news edit');
    await title.fill('Tytuł newsa 1 (zmieniony)');
    const posted = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith(`/api/newsletter_partner_news/${ahead.id}`),
    );
    const clock = await stopClock(page);
    await page.getByRole('button', { name: 'Zapisz' }).click();
    expect((await posted).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await visible(page.getByRole('button', { name: 'Zapisano' }));
    await expectPathAfter(page, clock, {
      afterMs: 2000,
      from: `/newsletter_partner_news/edit/${ahead.id}`,
      to: '/newsletter_partner_news/listing',
    });
    expect((await boxes()).find((box) => box.id === ahead.id)?.firstTitle).toBe('Tytuł newsa 1 (zmieniony)');
  });

  it("D26: 'Oznacz jako wysłany' on an unsent box asks first, then sends closed and generated", async () => {
    const { page } = admin;
    const ahead = (await boxes()).find(
      (box) => box.closed === null && box.firstTitle.includes('(zmieniony)'),
    );
    if (!ahead) throw new Error('an unsent box exists');
    await panel.visit(page, '/newsletter_partner_news/listing');
    await tableRows(page, TABLE);
    // Sent boxes have no such action: one button per unsent box.
    const unsent = (await boxes()).filter((box) => box.closed === null).length;
    expect(await page.getByRole('button', { name: /^Oznacz jako wysłany/ }).count()).toBe(unsent);
    await page.getByRole('button', { name: `Oznacz jako wysłany: ${ahead.id}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Oznaczanie jako wysłany' });
    await visible(dialog);
    expect(await dialog.textContent()).toContain('Czy na pewno chcesz oznaczyć ten newsletter jako wysłany?');
    await expectNoAxeViolations(page, 'partner box mark-sent confirmation');
    const put = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' && request.url().endsWith(`/api/newsletter_partner_news/${ahead.id}`),
    );
    await dialog.getByRole('button', { name: 'Oznacz jako wysłany' }).click();
    const sent = (await put).postDataJSON() as { closed: string; generated: string };
    expect(Object.keys(sent).sort()).toEqual(['closed', 'generated']);
    await gone(dialog);
    await expect
      .poll(() => page.getByRole('button', { name: /^Oznacz jako wysłany/ }).count())
      .toBe(unsent - 1);
    expect((await boxes()).find((box) => box.id === ahead.id)?.closed).not.toBeNull();
  });
});
