/**
 * The newsletter list (03 §2; D25, D26): columns, the date filter in the address (loggedAt[before]), the
 * 'Newsy partnerskie' link, 'Dodaj nowy' choosing the version, the D25 edit links on unsent rows, 'Oznacz
 * jako wysłany' behind its confirmation and the row then reading 'wysłany', the static file and its
 * download link.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAlertDialog } from './dialogs';
import {
  expectNoAxeViolations,
  gone,
  heading,
  pathOf,
  suiteTab,
  tableHeaders,
  tableRows,
  testPanel,
  visible,
} from './harness';

const panel = testPanel({ pageSize: 30 });
const admin = suiteTab(panel, 'admin');
const TABLE = 'Lista newsletterów';

interface ApiNewsletter {
  id: number;
  closed: string | null;
  generated: string | null;
  fileName: string;
}
const newsletter = async (id: number) => (await panel.apiGet(`/api/newsletters/${id}`)) as ApiNewsletter;
const rowOf = async (page: import('playwright-core').Page, id: number) =>
  (await tableRows(page, TABLE)).filter({
    has: page.getByRole('rowheader', { name: String(id), exact: true }),
  });

describe('newsletter list', () => {
  it('shows the columns, sent and unsent rows, the static file with its download link', async () => {
    const { page } = admin;
    await panel.visit(page, '/newsletters/listing');
    await visible(heading(page, 'Newsletter'));
    await tableRows(page, TABLE);
    expect(await tableHeaders(page, TABLE)).toEqual([
      'ID',
      'Utworzony',
      'Wygenerowany',
      'Wysłany',
      'Akcje',
      'Nazwa pliku',
    ]);
    await expectNoAxeViolations(page, 'newsletter list');

    // Newsletter 3 is sent: 'wysłany', no edit links, no mark-sent.
    const sent = await rowOf(page, 3);
    expect(await sent.getByText('wysłany', { exact: true }).count()).toBe(1);
    expect(await sent.getByRole('link', { name: /edytuj/ }).count()).toBe(0);
    expect(await sent.getByRole('button', { name: /Oznacz jako wysłany/ }).count()).toBe(0);

    // Newsletter 12 is not: both D25 edit links and the D26 action.
    const unsent = await rowOf(page, 12);
    expect(
      await unsent.getByRole('link', { name: 'edytuj (wersja oryginalna)' }).getAttribute('href'),
    ).toMatch(/\/wirtualny_admin\/newsletters\/edit\/12$/);
    expect(
      await unsent.getByRole('link', { name: 'edytuj (wersja alternatywna)' }).getAttribute('href'),
    ).toMatch(/\/wirtualny_admin\/newsletters\/alternative\/edit\/12$/);
    expect(await unsent.getByText('wysłany', { exact: true }).count()).toBe(0);

    const { fileName } = await newsletter(12);
    const file = unsent.getByRole('link', { name: fileName, exact: true });
    const url = `${panel.api}/nsl/${fileName}.html`;
    expect(await file.getAttribute('href')).toBe(url);
    expect(await file.getAttribute('target')).toBe('_blank');
    const download = unsent.getByRole('link', { name: `Pobierz ${fileName}` });
    expect(await download.getAttribute('href')).toBe(url);
    expect(await download.getAttribute('download')).toBe(`${fileName}.html`);
    expect((await fetch(url)).status).toBe(200);
  });

  it('keeps the date filter in the address and sends it as loggedAt[before]', async () => {
    const { page } = admin;
    const calls: URL[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/newsletters') calls.push(url);
    };
    page.on('request', onRequest);
    await panel.visit(page, '/newsletters/listing?before=2020-01-01');
    await tableRows(page, TABLE);
    await expect
      .poll(() => calls.some((url) => url.searchParams.get('loggedAt[before]') === '2020-01-01'))
      .toBe(true);
    page.off('request', onRequest);
    // Nothing was created before 2020.
    expect(await (await tableRows(page, TABLE)).count()).toBe(0);
    expect(pathOf(page)).toBe('/newsletters/listing?before=2020-01-01');
  });

  it("links to the partner boxes and 'Dodaj nowy' offers both versions", async () => {
    const { page } = admin;
    await panel.visit(page, '/newsletters/listing');
    await tableRows(page, TABLE);
    await page.getByRole('button', { name: 'Dodaj nowy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wybierz wersję newslettera' });
    await visible(dialog);
    await expectNoAxeViolations(page, 'version choice');
    expect(await dialog.getByRole('link', { name: 'Wersja oryginalna' }).getAttribute('href')).toMatch(
      /\/wirtualny_admin\/newsletters\/new$/,
    );
    await dialog.getByRole('link', { name: 'Wersja alternatywna' }).click();
    await expect.poll(() => pathOf(page)).toBe('/newsletters/alternative/new');

    await panel.visit(page, '/newsletters/listing');
    await page.getByRole('link', { name: 'Newsy partnerskie' }).click();
    await visible(heading(page, 'Newsy partnerskie'));
    expect(pathOf(page)).toBe('/newsletter_partner_news/listing');
  });

  it("D26: 'Oznacz jako wysłany' asks first, sends closed and generated = now, then the row reads 'wysłany'", async () => {
    const { page } = admin;
    await panel.visit(page, '/newsletters/listing');
    const row = await rowOf(page, 11);
    await row.getByRole('button', { name: 'Oznacz jako wysłany: 11' }).click();
    const dialog = await expectAlertDialog(page, {
      name: 'Oznaczanie jako wysłany',
      says: 'Czy na pewno chcesz oznaczyć ten newsletter jako wysłany?',
      axe: 'mark-sent confirmation',
    });
    // 'Anuluj' changes nothing.
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await gone(dialog);
    expect((await newsletter(11)).closed).toBeNull();

    await row.getByRole('button', { name: 'Oznacz jako wysłany: 11' }).click();
    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/api/newsletters/11'),
    );
    const started = Date.now();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Oznacz jako wysłany' }).click();
    const body = (await put).postDataJSON() as { closed: string; generated: string };
    expect(Object.keys(body).sort()).toEqual(['closed', 'generated']);
    expect(Math.abs(Date.parse(body.closed) - started)).toBeLessThan(60_000);
    expect(body.generated).toBe(body.closed);
    await expect
      .poll(async () => (await rowOf(page, 11)).getByText('wysłany', { exact: true }).count())
      .toBe(1);
    const after = await rowOf(page, 11);
    expect(await after.getByRole('link', { name: /edytuj/ }).count()).toBe(0);
    expect((await newsletter(11)).closed).not.toBeNull();
  });
});
