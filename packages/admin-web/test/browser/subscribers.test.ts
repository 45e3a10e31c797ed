/**
 * Subscribers (03 §2-§9): the list with the date range in the address (date[after], date[before]), the
 * activeP toggle (PATCH with the negation, then the list reloads), list generation answering a download
 * link shown to the user, delete behind the confirmation; 'Nowy subskrybent' with the email rules,
 * created with addByAdmin and activeP true, the list 2 s after 'Dodano'.
 */
import { sharedMessages, subscriberMessages, toDate10 } from '@redakcja/api-sdk';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickSwitch, fieldText } from './formFields';
import {
  expectNoAxeViolations,
  expectPathAfter,
  heading,
  stopClock,
  suiteTab,
  tableHeaders,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { tableOverflow, wordsOfCells } from './lists';

const panel = testPanel({ pageSize: 10 });
const admin = suiteTab(panel, 'admin');
const TABLE = 'Lista subskrybentów';

interface ApiSubscriber {
  id: number;
  email: string;
  activeP: boolean;
  addByAdmin: boolean;
  deleted: string | null;
}
const subscriber = async (id: number) => (await panel.apiGet(`/api/subscribers/${id}`)) as ApiSubscriber;

describe('subscribers', () => {
  it('lists with the date range in the address and sends it as date[after] / date[before]', async () => {
    const { page } = admin;
    const calls: URL[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/subscribers') calls.push(url);
    };
    page.on('request', onRequest);
    await panel.visit(page, '/subscribers?after=2026-01-01&before=2026-02-01');
    await visible(heading(page, 'Subskrybenci'));
    await tableRows(page, TABLE);
    expect(await tableHeaders(page, TABLE)).toEqual([
      'Id',
      'Email',
      'Data zapisu',
      'Potwierdzony',
      'Dodany przez administratora',
      'Akcje',
    ]);
    await expect
      .poll(() =>
        calls.some(
          (url) =>
            url.searchParams.get('date[after]') === '2026-01-01' &&
            url.searchParams.get('date[before]') === '2026-02-01T23:59:59',
        ),
      )
      .toBe(true);
    page.off('request', onRequest);
    expect(await page.getByRole('group', { name: 'Data od' }).textContent()).toContain('2026');
    await expectNoAxeViolations(page, 'subscribers list');
  });

  it("says 'Brak wyników' for a range with no subscribers, and that 'Data od' after 'Data do' is reversed", async () => {
    const { page } = admin;
    await panel.visit(page, '/subscribers?after=2026-03-01&before=2026-02-01');
    await visible(page.locator(`table[aria-label="${TABLE}"] tbody`).getByText('Brak wyników'));
    await visible(page.getByText(sharedMessages.dateToBeforeDateFrom));
    // A range in order says nothing under the field.
    await panel.visit(page, '/subscribers?after=2026-02-01&before=2026-03-01');
    await tableRows(page, TABLE);
    await expect.poll(() => page.getByText(sharedMessages.dateToBeforeDateFrom).count()).toBe(0);
  });

  it("typing a year into 'Data od' queries once, for the whole date, never for a partial year", async () => {
    const { page } = admin;
    await panel.visit(page, '/subscribers');
    await tableRows(page, TABLE);
    const sent: string[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      const after = url.searchParams.get('date[after]');
      if (url.pathname === '/api/subscribers' && after !== null) sent.push(after);
    };
    page.on('request', onRequest);
    await page.getByRole('group', { name: 'Data od' }).getByRole('spinbutton').first().click();
    // Digit by digit, as a person types: 15, 03, then 2, 0, 2, 6.
    await page.keyboard.type('15032026', { delay: 60 });
    await expect.poll(() => sent).toEqual(['2026-03-15']);
    await expect.poll(() => new URL(page.url()).searchParams.get('after')).toBe('2026-03-15');
    page.off('request', onRequest);
  });

  it('shows the addresses whole at 1280 pixels, the table within the screen', async () => {
    const { page } = admin;
    await panel.visit(page, '/subscribers');
    const rows = await tableRows(page, TABLE);
    await expect.poll(() => rows.count()).toBe(10);
    // The long header ('Dodany przez administratora') breaks at its spaces; the addresses keep 32
    // characters (UI-51, UI-52). An address is one word here.
    const addresses = (await wordsOfCells(rows, [2])).filter(({ word }) => word.includes('@'));
    expect(addresses).toHaveLength(10);
    expect(Math.max(...addresses.map(({ word }) => word.length))).toBeGreaterThanOrEqual(26);
    expect(addresses.filter(({ cut }) => cut).map(({ word }) => word)).toEqual([]);
    expect(await tableOverflow(page, TABLE)).toBe(0);
  });

  it('toggles activeP with a PATCH of the negation and shows the reloaded state', async () => {
    const { page } = admin;
    await panel.visit(page, '/subscribers');
    const rows = await tableRows(page, TABLE);
    const first = rows.first();
    const id = Number((await first.locator('td, th').first().textContent())?.trim());
    const before = await subscriber(id);
    const toggle = first.getByRole('switch');
    expect(await toggle.isChecked()).toBe(before.activeP);
    const patched = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith(`/api/subscribers/${id}`),
    );
    const reloaded = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/subscribers',
    );
    await clickSwitch(toggle);
    expect((await patched).postDataJSON()).toEqual({ activeP: !before.activeP });
    await reloaded;
    await expect.poll(async () => (await subscriber(id)).activeP).toBe(!before.activeP);
    await expect.poll(() => first.getByRole('switch').isChecked()).toBe(!before.activeP);
    // And back.
    await clickSwitch(first.getByRole('switch'));
    await expect.poll(async () => (await subscriber(id)).activeP).toBe(before.activeP);
  });

  it("generates the list of the address's dates and shows the download link", async () => {
    const { page } = admin;
    await panel.visit(page, '/subscribers?after=2025-01-01');
    await tableRows(page, TABLE);
    const generated = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/subscribers/generate',
    );
    await page.getByRole('button', { name: 'Generuj listę' }).click();
    const url = new URL((await generated).url());
    expect(url.searchParams.get('activeP')).toBe('true');
    expect(url.searchParams.get('date[after]')).toBe('2025-01-01');
    const link = await visible(page.getByRole('link', { name: 'Pobierz listę subskrybentów' }));
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${panel.api}/exports/subscribers_.*\\.csv$`));
    const csv = await (await fetch(href)).text();
    expect(csv.split('\r\n')[0]).toBe('id,email,date,activeP,addByAdmin');
    await expectNoAxeViolations(page, 'subscribers with the generated link');
  });

  it("includes the whole day of 'Data do' (Warsaw), in the list and in 'Generuj listę'", async () => {
    const { page } = admin;
    const address = `dzis.${Date.now()}@example.pl`;
    await panel.visit(page, '/subscribers/new');
    await visible(heading(page, 'Nowy subskrybent'));
    await page.getByRole('textbox', { name: 'Email' }).fill(address);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await visible(page.getByRole('button', { name: 'Dodano' }));
    const found = (await panel.apiGet(`/api/subscribers?email=${encodeURIComponent(address)}`)) as {
      'hydra:member': (ApiSubscriber & { date: string })[];
    };
    const day = toDate10(new Date(found['hydra:member'][0]?.date ?? ''));

    await panel.visit(page, `/subscribers?after=${day}&before=${day}`);
    await visible((await tableRows(page, TABLE)).filter({ hasText: address }));
    const generated = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/subscribers/generate',
    );
    await page.getByRole('button', { name: 'Generuj listę' }).click();
    expect((await generated).ok()).toBe(true);
    const link = await visible(page.getByRole('link', { name: 'Pobierz listę subskrybentów' }));
    expect(await (await fetch((await link.getAttribute('href')) ?? '')).text()).toContain(address);
  });

  it('deletes behind the confirmation, then the row is shown deleted', async () => {
    const { page } = admin;
    await panel.visit(page, '/subscribers');
    const rows = await tableRows(page, TABLE);
    const row = rows.nth(1);
    const id = Number((await row.locator('td, th').first().textContent())?.trim());
    await page.getByRole('button', { name: `Usuń subskrybenta ${id}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Usuwanie' });
    await visible(dialog);
    await expect.poll(() => dialog.textContent()).toContain('Czy na pewno chcesz to usunąć?');
    await expectNoAxeViolations(page, 'subscriber delete confirmation');
    await dialog.getByRole('button', { name: 'Usuń' }).click();
    await expect.poll(async () => (await subscriber(id)).deleted).not.toBeNull();
    await expect.poll(() => page.getByRole('button', { name: `Usuń subskrybenta ${id}` }).count()).toBe(0);
  });

  it("'Nowy subskrybent': the email rule, then addByAdmin and activeP true and the list 2 s after 'Dodano'", async () => {
    const { page } = admin;
    await panel.visit(page, '/subscribers');
    await page.getByRole('link', { name: 'Dodaj nowy' }).click();
    await visible(heading(page, 'Nowy subskrybent'));
    await expectNoAxeViolations(page, '/subscribers/new');
    const email = page.getByRole('textbox', { name: 'Email' });
    const add = page.getByRole('button', { name: 'Dodaj' });
    await email.fill('');
    await add.click();
    await expect.poll(() => fieldText(page, 'email')).toContain('Pole Wymagane');
    await email.fill('nie-email');
    await add.click();
    await expect.poll(() => fieldText(page, 'email')).toContain('Wprowadź poprawny adres email');
    expect(await email.inputValue()).toBe('nie-email');
    await expectNoAxeViolations(page, 'subscriber form with a message');

    const address = `nowy.${Date.now()}@example.pl`;
    await email.fill(address);
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/subscribers',
    );
    const clock = await stopClock(page);
    await add.click();
    expect((await posted).postDataJSON()).toEqual({ email: address, addByAdmin: true, activeP: true });
    await visible(page.getByRole('button', { name: 'Dodano' }));
    await expectPathAfter(page, clock, { afterMs: 2000, from: '/subscribers/new', to: '/subscribers' });
  });
  it('refuses an address on the list already, under the field, keeping what was typed', async () => {
    const { page } = admin;
    const listed = (await panel.apiGet('/api/subscribers')) as { 'hydra:member': ApiSubscriber[] };
    const existing = listed['hydra:member'][0]?.email ?? '';
    expect(existing).not.toBe('');
    await panel.visit(page, '/subscribers/new');
    await visible(heading(page, 'Nowy subskrybent'));
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill(existing.toUpperCase());
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect.poll(() => fieldText(page, 'email')).toContain(subscriberMessages.emailTaken);
    expect(await email.inputValue()).toBe(existing.toUpperCase());
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'subscriber form, address taken');
    const found = (await panel.apiGet(`/api/subscribers?email=${encodeURIComponent(existing)}`)) as {
      'hydra:member': ApiSubscriber[];
    };
    expect(
      found['hydra:member'].filter((row) => row.email.toLowerCase() === existing.toLowerCase()),
    ).toHaveLength(1);
  });
});
