/**
 * Press magazines and their issues (03 §2-§9; D6, D8, D27): the list (ID, Magazyn, Publikacja, Akcje)
 * with 'Numery' and 'Dodaj numer', the toggle (state after reload, the alert when it fails), the form's
 * selects with the regions only for 'regionalne' (stored as a JSON string), the nested magazine → issues →
 * new issue → back path with a real JPEG cover and its 120 px thumbnail, a PNG refused, delete dialogs.
 */
import { DEMO_RECORDS } from '@redakcja/api-sandbox';
import { magazineMessages } from '@redakcja/api-sdk';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectMessagesKeepingText, fieldText, textbox } from './formFields';
import {
  expectNoAxeViolations,
  heading,
  holdRequests,
  pathOf,
  suiteTab,
  tableHeaders,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { pngFile } from './pictures';
import { PRESS_BANNER as BANNER } from './press';

const panel = testPanel();
const admin = suiteTab(panel, 'admin');
const MAGAZINES = 'Lista magazynów';
const ISSUES = 'Lista numerów';

/** A real JPEG drawn by the browser's canvas (240×320 unless told). */
async function jpegFile(page: Page, name: string, size = { width: 240, height: 320 }) {
  const dataUrl = await page.evaluate(({ width, height }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#c03';
      context.fillRect(0, 0, width, height);
    }
    return canvas.toDataURL('image/jpeg', 0.9);
  }, size);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

async function choose(page: Page, field: string, option: string) {
  await page.locator(`[data-field="${field}"]`).getByRole('button').first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
async function chooseMany(page: Page, field: string, option: string) {
  await choose(page, field, option);
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').first().waitFor({ state: 'detached' });
}

/** Flips a row's publication: the flipped label shows, and is still there after a reload. Returns it. */
async function flipPublication(page: Page, toggle: Locator): Promise<string> {
  const label = (await toggle.getAttribute('aria-label')) ?? '';
  const flipped = label.endsWith(': tak')
    ? label.replace(/: tak$/, ': nie')
    : label.replace(/: nie$/, ': tak');
  await toggle.click();
  await visible(page.getByRole('button', { name: flipped }));
  await page.reload();
  await visible(page.getByRole('button', { name: flipped }));
  return flipped;
}

/** A publication flip whose PATCH (to `route`) fails is said in an alert. */
async function expectFailedFlipSaid(page: Page, route: string, label: string): Promise<void> {
  await page.route(route, (call) => (call.request().method() === 'PATCH' ? call.abort() : call.continue()));
  await page.getByRole('button', { name: label }).click();
  await visible(page.getByRole('alert').filter({ hasText: 'Wystąpił błąd podczas zmiany publikacji!' }));
  await page.unroute(route);
}

interface ApiMagazine {
  id: number;
  title: string;
  region: string | null;
}

/** The row of a record by its id (first cell). */
async function rowOf(page: Page, table: string, id: number | string) {
  const rows = await tableRows(page, table);
  return rows.filter({
    has: page.locator('td:first-child, th:first-child', { hasText: new RegExp(`^\\s*${id}\\s*$`) }),
  });
}

describe('press magazines', () => {
  it('lists with the banner, toggles with a reload and says a failed toggle', async () => {
    const { page } = admin;
    await panel.visit(page, '/press_magazines');
    await visible(heading(page, 'Magazyny'));
    await visible(page.getByText(BANNER));
    expect(await tableHeaders(page, MAGAZINES)).toEqual(['ID', 'Magazyn', 'Publikacja', 'Akcje']);
    // The first magazine that is not deleted (a deleted one offers none of these).
    const first = (await tableRows(page, MAGAZINES)).filter({ hasNotText: 'Usunięte' }).first();
    await visible(first.getByRole('link', { name: /^Numery magazynu/ }));
    await visible(first.getByRole('link', { name: /^Dodaj numer magazynu/ }));
    const toggle = first.getByRole('button', { name: /^Publikacja magazynu/ });
    const flipped = await flipPublication(page, toggle);
    await expectNoAxeViolations(page, 'magazines list');

    await expectFailedFlipSaid(page, '**/api/press_magazines/*', flipped);
  });

  it("a press on 'Wydawca' before the publishers are in opens the list on a spinner, then shows them (UI-42)", async () => {
    const { page } = admin;
    const publishers = await holdRequests(page, '**/api/press_publishers/select*');
    await panel.visit(page, '/press_magazines/new');
    await visible(heading(page, 'Nowy magazyn'));
    await publishers.sent;
    const trigger = page.locator('[data-field="pressPublisher"]').getByRole('button').first();
    await expect.poll(() => trigger.textContent()).toContain('Ładowanie…');
    await trigger.click();
    const list = page.getByRole('listbox');
    await visible(list.getByRole('progressbar', { name: 'Ładowanie…' }));
    await expectNoAxeViolations(page, "'Wydawca' open while loading");
    await publishers.release();
    await list.getByRole('option', { name: 'Agora SA', exact: true }).click();
    await expect.poll(() => trigger.textContent()).toContain('Agora SA');
  });

  it("asks for the publishers once, as the form's screen mounts, while its fields' code still loads (WEB-81)", async () => {
    const { page } = admin;
    const asked: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === '/api/press_publishers/select') asked.push(request.url());
    };
    page.on('request', onRequest);
    try {
      await panel.visit(page, '/press_magazines');
      await visible(heading(page, 'Magazyny'));
      // The regions' multi-select is a heavy kind: until its chunk is in, the form shows a spinner only.
      const chunk = await holdRequests(page, /\/assets\/MultiSelectKind-[^/]*\.js$/);
      await page.getByRole('link', { name: 'Dodaj nowy' }).click();
      await chunk.sent;
      await expect.poll(() => asked.length).toBe(1);
      expect(await page.locator('[data-field="pressPublisher"]').count()).toBe(0);
      await chunk.release();
      await choose(page, 'pressPublisher', 'Agora SA');
      expect(asked).toHaveLength(1);
    } finally {
      page.off('request', onRequest);
    }
  });

  it('creates a regional magazine with its regions, shown only for regionalne', async () => {
    const { page } = admin;
    await panel.visit(page, '/press_magazines/new');
    await visible(heading(page, 'Nowy magazyn'));
    await visible(page.getByText(BANNER));
    await page.getByRole('button', { name: 'Dodaj' }).click();
    for (const name of ['title', 'pressPublisher', 'magazineType', 'magazineArea']) {
      await expect.poll(() => fieldText(page, name)).toContain('Pole Wymagane');
    }
    await expectMessagesKeepingText(
      page.getByRole('button', { name: 'Dodaj' }),
      textbox(page, 'Tytuł'),
      [['M', 'Tytuł musi posiadać minimum 2 znaki']],
      () => fieldText(page, 'title'),
    );
    await expectNoAxeViolations(page, 'new magazine with messages');

    const title = `Magazyn testowy ${Date.now()}`;
    await textbox(page, 'Tytuł').fill(title);
    await choose(page, 'pressPublisher', 'Agora SA');
    await choose(page, 'magazineType', 'Wydanie specjalne');
    await choose(page, 'magazineArea', 'Ogólnopolskie');
    expect(await page.locator('[data-field="region"]').count()).toBe(0);
    await choose(page, 'magazineArea', 'Regionalne');
    await visible(page.locator('[data-field="region"]'));
    await chooseMany(page, 'region', 'śląskie');
    await chooseMany(page, 'region', 'opolskie');
    await expectNoAxeViolations(page, 'new regional magazine');
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toMatch(/^\/press_magazines(\?|$)/);
    const found = (await panel.apiGet(`/api/press_magazines?title=${encodeURIComponent(title)}`)) as {
      'hydra:member': ApiMagazine[];
    };
    const created = found['hydra:member'].find((item) => item.title === title);
    expect(JSON.parse(created?.region ?? '[]')).toEqual(['slaskie', 'opolskie']);

    await panel.visit(page, `/press_magazines/edit/${created?.id}`);
    await visible(heading(page, 'Edycja magazynu'));
    await expect.poll(() => textbox(page, 'Tytuł').inputValue()).toBe(title);
  });

  it('goes magazine → issues → new issue with a JPEG cover → back, refusing a PNG', async () => {
    const { page } = admin;
    await panel.visit(page, '/press_magazines');
    // A demo magazine, which has issues with covers (not one made by another test, nor a deleted one).
    const first = (await tableRows(page, MAGAZINES))
      .filter({ hasNotText: 'Magazyn testowy' })
      .filter({ hasNotText: 'Usunięte' })
      .first();
    const magazineId = ((await first.locator('td, th').first().textContent()) ?? '').trim();
    await first.getByRole('link', { name: /^Numery magazynu/ }).click();
    await expect.poll(() => pathOf(page)).toBe(`/press_magazines/numbers/${magazineId}`);
    await visible(page.getByText(BANNER));
    expect(await tableHeaders(page, ISSUES)).toEqual(['ID', 'Data', 'Okładka', 'Publikacja', 'Akcje']);
    const thumbnail = (await tableRows(page, ISSUES)).first().getByRole('img', { name: /^Okładka numeru/ });
    await visible(thumbnail);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    await visible(page.getByRole('link', { name: 'Powrót do listy magazynów' }));
    await expectNoAxeViolations(page, 'issues list');

    await page.getByRole('link', { name: 'Dodaj nowy' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/press_numbers/new/${magazineId}`);
    await visible(heading(page, 'Nowy numer'));
    await visible(page.getByRole('link', { name: 'Powrót do listy magazynów' }));
    await visible(page.getByRole('link', { name: 'Powrót do listy numerów' }));
    // One link to each place, apart: no 'Powrót' repeating the one to the issues.
    expect(await page.getByRole('link', { name: /^Powrót/ }).count()).toBe(2);
    const [toMagazines, toIssues] = await Promise.all(
      ['Powrót do listy magazynów', 'Powrót do listy numerów'].map((name) =>
        page.getByRole('link', { name }).boundingBox(),
      ),
    );
    expect(toMagazines && toIssues && toIssues.x - (toMagazines.x + toMagazines.width)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    for (const name of ['datetxt', 'person', 'description']) {
      await expect.poll(() => fieldText(page, name)).toContain('Pole Wymagane');
    }

    const datetxt = `Nr test ${Date.now()}`;
    await textbox(page, 'Nazwa numeru').fill(datetxt);
    await textbox(page, 'Osoba na okładce').fill('Anna Nowak');
    await textbox(page, 'Opis').fill('Opis numeru testowego');
    const input = page.locator('[data-field="cover"] input[type="file"]');
    await input.setInputFiles(pngFile('okladka.png'));
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect.poll(() => fieldText(page, 'cover')).toContain('Okładka musi być plikiem JPG.');
    await expectNoAxeViolations(page, 'new issue with messages');

    await input.setInputFiles(await jpegFile(page, 'okladka.jpg'));
    const saved = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/press_magazine_numbers'),
    );
    await page.getByRole('button', { name: 'Dodaj' }).click();
    const request = await saved;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(`/press_magazines/numbers/${magazineId}`);
    const row = (await tableRows(page, ISSUES)).filter({
      has: page.getByRole('img', { name: `Okładka numeru ${datetxt}` }),
    });
    const cover = row.getByRole('img', { name: `Okładka numeru ${datetxt}` });
    await visible(cover);
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(120);

    // Edit: both back links, the issue's own magazine; then back to the magazines.
    const issueId = ((await row.locator('td, th').first().textContent()) ?? '').trim();
    await panel.visit(page, `/press_numbers/edit/${issueId}`);
    await visible(heading(page, 'Edycja numeru'));
    await expect.poll(() => textbox(page, 'Nazwa numeru').inputValue()).toBe(datetxt);
    // The cover the issue has is named and shown (its 120 px thumbnail), not 'Nie wybrano pliku'.
    const { date } = (await panel.apiGet(`/api/press_magazine_numbers/${issueId}`)) as { date: string };
    const coverField = page.locator('[data-field="cover"]');
    const coverName = `${date.slice(0, 10)}_${issueId}.jpg`;
    await visible(coverField.getByText(`Obecny plik: ${coverName}`));
    expect(await coverField.getByText('Nie wybrano pliku').count()).toBe(0);
    const current = coverField.getByRole('img', { name: `Obecny plik: ${coverName}` });
    await expect
      .poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(120);
    await expectNoAxeViolations(page, 'issue edit with its cover');
    await expect
      .poll(() => page.getByRole('link', { name: 'Powrót do listy numerów' }).getAttribute('href'))
      .toMatch(new RegExp(`/press_magazines/numbers/${magazineId}$`));
    const put = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && request.url().endsWith(`/api/press_magazine_numbers/${issueId}`),
    );
    await page.getByRole('button', { name: 'Zapisz' }).click();
    expect((await put).postData() ?? '').toContain('_method');
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(`/press_magazines/numbers/${magazineId}`);

    // The delete at the issue's own path.
    const removed = page.waitForRequest(
      (request) =>
        request.method() === 'DELETE' && request.url().endsWith(`/api/press_magazine_numbers/${issueId}`),
    );
    await page.getByRole('button', { name: `Usuń numer ${issueId}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Usuwanie numeru' });
    await visible(dialog);
    await expectNoAxeViolations(page, 'delete issue dialog');
    await dialog.getByRole('button', { name: /Usuń|Tak/ }).click();
    await removed;

    await page.getByRole('link', { name: 'Powrót do listy magazynów' }).click();
    await expect.poll(() => pathOf(page)).toBe('/press_magazines');
  });

  it('keeps each cover of two issues of one magazine with the same date', async () => {
    const { page } = admin;
    const magazineId = DEMO_RECORDS.magazines.regional;
    // Both issues are dated today (the form's default); the covers differ in shape, so do their thumbnails.
    const heights: Record<string, number> = {};
    for (const [name, size] of [
      ['A', { width: 240, height: 480 }],
      ['B', { width: 240, height: 240 }],
    ] as const) {
      await panel.visit(page, `/press_numbers/new/${magazineId}`);
      await visible(heading(page, 'Nowy numer'));
      const datetxt = `Ten sam dzień ${name} ${Date.now()}`;
      await textbox(page, 'Nazwa numeru').fill(datetxt);
      await textbox(page, 'Osoba na okładce').fill('Anna Nowak');
      await textbox(page, 'Opis').fill(`Wydanie ${name}`);
      await page
        .locator('[data-field="cover"] input[type="file"]')
        .setInputFiles(await jpegFile(page, 'okladka.jpg', size));
      await page.getByRole('button', { name: 'Dodaj' }).click();
      await expect
        .poll(() => pathOf(page), { timeout: 10_000 })
        .toBe(`/press_magazines/numbers/${magazineId}`);
      heights[datetxt] = (size.height * 120) / size.width;
    }
    for (const [datetxt, height] of Object.entries(heights)) {
      const cover = page.getByRole('img', { name: `Okładka numeru ${datetxt}` });
      await visible(cover);
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight))
        .toBe(height);
    }
  });

  it("'Numery magazynu' names the magazine", async () => {
    const { page } = admin;
    const magazine = (await panel.apiGet('/api/press_magazines/1')) as { title: string };
    expect(magazine.title).toBeTruthy();
    await panel.visit(page, '/press_magazines/numbers/1');
    await visible(heading(page, 'Numery magazynu'));
    await visible(page.getByText(`Magazyn: ${magazine.title}`, { exact: true }));
  });

  it('toggles an issue’s publication with a reload and says a failed toggle', async () => {
    const { page } = admin;
    await panel.visit(page, '/press_magazines/numbers/1');
    const first = (await tableRows(page, ISSUES)).first();
    const toggle = first.getByRole('button', { name: /^Publikacja numeru/ });
    const flipped = await flipPublication(page, toggle);

    await expectFailedFlipSaid(page, '**/api/press_magazine_numbers/*', flipped);
  });

  it("shows an issue's date in pl-PL (dd.MM.yyyy), as the API's day", async () => {
    const { page } = admin;
    const issues = (await panel.apiGet('/api/press_magazines/1/numbers')) as {
      'hydra:member': { id: number; date: string }[];
    };
    const issue = issues['hydra:member'][0];
    const [year, month, day] = (issue?.date ?? '').slice(0, 10).split('-');
    await panel.visit(page, '/press_magazines/numbers/1');
    const row = await rowOf(page, ISSUES, issue?.id ?? 0);
    await visible(row);
    expect((await row.getByRole('rowheader').textContent())?.trim()).toBe(`${day}.${month}.${year}`);
    await visible(
      row
        .getByRole('button', { name: `Publikacja numeru ${day}.${month}.${year}: tak` })
        .or(row.getByRole('button', { name: `Publikacja numeru ${day}.${month}.${year}: nie` })),
    );
  });

  it("offers a deleted magazine no 'Numery', 'Dodaj numer' or toggle, and refuses a new issue for it", async () => {
    const { page } = admin;
    const deleted = DEMO_RECORDS.magazines.deleted;
    await panel.visit(page, '/press_magazines');
    const row = await rowOf(page, MAGAZINES, deleted);
    await visible(row.getByText(/^Usunięte : /));
    expect(await row.getByRole('link').count()).toBe(0);
    expect(await row.getByRole('button').count()).toBe(0);
    const live = await rowOf(page, MAGAZINES, DEMO_RECORDS.magazines.regional);
    await visible(live.getByRole('link', { name: /^Numery magazynu/ }));
    await visible(live.getByRole('link', { name: /^Dodaj numer magazynu/ }));
    await visible(live.getByRole('button', { name: /^Publikacja magazynu/ }));

    // Its new-issue address, typed: the form says why, and the API refuses the issue with that reason.
    const before = (await panel.apiGet(`/api/press_magazines/${deleted}/numbers`)) as {
      'hydra:member': unknown[];
    };
    await panel.visit(page, `/press_numbers/new/${deleted}`);
    await visible(heading(page, 'Nowy numer'));
    await visible(page.getByRole('alert').filter({ hasText: magazineMessages.magazineDeleted }));
    await expectNoAxeViolations(page, 'new issue of a deleted magazine');
    await textbox(page, 'Nazwa numeru').fill('Nr 1/2027');
    await textbox(page, 'Osoba na okładce').fill('Anna Nowak');
    await textbox(page, 'Opis').fill('Opis numeru');
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/press_magazine_numbers'),
    );
    await page.getByRole('button', { name: 'Dodaj' }).click();
    const refused = await answer;
    expect(refused.status()).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain(magazineMessages.magazineDeleted);
    await visible(page.getByRole('button', { name: 'Błąd' }));
    expect(pathOf(page)).toBe(`/press_numbers/new/${deleted}`);
    const after = (await panel.apiGet(`/api/press_magazines/${deleted}/numbers`)) as {
      'hydra:member': unknown[];
    };
    expect(after['hydra:member']).toHaveLength(before['hydra:member'].length);
  });

  it('asks before deleting a magazine and reloads the list even when the delete fails', async () => {
    const { page } = admin;
    await panel.visit(page, '/press_magazines');
    const first = (await tableRows(page, MAGAZINES)).first();
    const id = ((await first.locator('td, th').first().textContent()) ?? '').trim();
    await page.route(`**/api/press_magazines/${id}`, (route) =>
      route.request().method() === 'DELETE' ? route.abort() : route.continue(),
    );
    await first.getByRole('button', { name: `Usuń magazyn ${id}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Usuwanie magazynu' });
    await visible(dialog);
    await expectNoAxeViolations(page, 'delete magazine dialog');
    const reload = page.waitForRequest(
      (request) => request.method() === 'GET' && /\/api\/press_magazines(\?|$)/.test(request.url()),
    );
    await dialog.getByRole('button', { name: /Usuń|Tak/ }).click();
    await reload;
    await page.unroute(`**/api/press_magazines/${id}`);
  });
});
