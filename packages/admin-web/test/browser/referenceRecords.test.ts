/**
 * The disabled areas whose resource the contract has (D9; SDK-35, WEB-RF4): 'Praca' (job_offers),
 * 'Wydawcy prasy' (press_publishers) and 'Fotoreportaże' (photo_reportages). Not mounted by default;
 * with `enabledAreas` set: each list with its search, its form with every message (the typed text
 * kept), a create returning to the list 2 s later, edit and delete with its dialog, axe on each. The
 * disabled areas without screen or resource have no route: enabling one changes nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectMessagesKeepingText, textbox } from './formFields';
import {
  atHome,
  describedText,
  expectNoAxeViolations,
  expectPathAfter,
  gone,
  heading,
  pathOf,
  stopClock,
  suiteTab,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { expectListSearch, expectListShownAndSearched, membersWhere, rowNames } from './lists';

/** Sends the form, checks the 2 s return to `list` with a stopped clock; the request's JSON body. */
async function createAndReturn(page: Page, path: string, apiPath: string, list: string) {
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === apiPath,
  );
  const clock = await stopClock(page);
  await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
  const body = (await posted).postDataJSON() as Record<string, unknown>;
  await visible(page.getByRole('button', { name: 'Dodano' }));
  await expectPathAfter(page, clock, { afterMs: 2000, from: path, to: list });
  return body;
}

/** Searches the list for `text`, deletes its only row through the dialog (axe on the dialog). */
async function deleteOnly(page: Page, search: string, text: string, table: string, title: string) {
  await page.getByLabel(search).fill(text);
  await expect.poll(() => rowNames(page, table)).toEqual([text]);
  await (await tableRows(page, table)).first().getByRole('button', { name: /^Usuń/ }).click();
  const dialog = page.getByRole('alertdialog', { name: title });
  await visible(dialog);
  await expectNoAxeViolations(page, `${title} dialog`);
  await dialog.getByRole('button', { name: 'Usuń' }).click();
  await gone(dialog);
}

describe('jobs, press publishers and photo reportages, disabled by default (D9)', () => {
  // Areas without screen or resource, enabled: accepted, and nothing more is mounted (WEB-RF4).
  const panel = testPanel({ enabledAreas: ['trends', 'agencyNews', 'phones', 'pressUsers'] });

  it('mounts none of their screens; an enabled area without a screen adds no route and no menu entry', async () => {
    const { page } = await panel.open({ as: 'admin', path: '/' });
    // The entries are rendered (they come a moment after the panel's first commit: WEB-56).
    await visible(page.getByRole('navigation').getByRole('link', { name: 'Strona główna' }));
    const menu = await page.getByRole('navigation').getByRole('link').allTextContents();
    for (const path of [
      '/jobs',
      '/jobs/new',
      '/press_publishers',
      '/press_publishers/new',
      '/photo_reportages',
      '/photo_reportages/edit/1',
      '/trends',
      '/agency_news',
      '/phones',
      '/press_users',
    ]) {
      await panel.visit(page, path);
      await atHome(page);
    }
    expect(menu.join('|')).not.toMatch(/Praca|Wydawcy prasy|Fotoreportaże|Trendy|Telefony/);
  });
});

describe('enabled by the runtime configuration', () => {
  const panel = testPanel({ enabledAreas: ['jobs', 'pressPublishers', 'photoReportages'] });
  const admin = suiteTab(panel, 'admin');

  describe("'Praca': job offers", () => {
    const TABLE = 'Lista ofert pracy';
    interface ApiOffer {
      id: number;
      position: string;
      company: string;
      absoluteUrl: string;
    }
    const offersByPosition = (position: string) =>
      membersWhere<ApiOffer>(panel, '/api/job_offers', 'position', position);

    it('lists the offers and searches by position 500 ms after typing stops', async () => {
      const { page } = admin;
      await expectListShownAndSearched(panel, page, {
        path: '/jobs',
        heading: 'Praca',
        table: TABLE,
        axe: 'jobs list',
        search: {
          label: 'Szukaj po stanowisku',
          text: 'Grafik',
          api: '/api/job_offers',
          param: 'position',
          rows: {
            read: () => rowNames(page, TABLE),
            expected: (names) => names.length > 0 && names.every((name) => name === 'Grafik'),
          },
        },
      });
    });

    it("'Nowa oferta pracy': every message under its field, the typed text kept", async () => {
      const { page } = admin;
      await panel.visit(page, '/jobs/new');
      await visible(heading(page, 'Nowa oferta pracy'));
      await expectNoAxeViolations(page, '/jobs/new');
      const add = page.getByRole('button', { name: 'Dodaj', exact: true });
      await add.click();
      for (const label of ['Stanowisko', 'Firma', 'Link do oferty']) {
        await expect
          .poll(() => describedText(textbox(page, label)), { message: label })
          .toContain('Pole Wymagane');
      }
      await textbox(page, 'Stanowisko').fill('R');
      await textbox(page, 'Firma').fill('f'.repeat(256));
      await textbox(page, 'Link do oferty').fill('praca.example.pl');
      await add.click();
      await expect
        .poll(() => describedText(textbox(page, 'Stanowisko')))
        .toContain('Stanowisko musi posiadać minimum 2 znaki');
      expect(await describedText(textbox(page, 'Firma'))).toContain(
        'Firma musi posiadać maksimum 255 znaków',
      );
      expect(await describedText(textbox(page, 'Link do oferty'))).toContain(
        'Podaj poprawny adres oferty (zaczynający się od http:// lub https://)',
      );
      expect(await textbox(page, 'Firma').inputValue()).toBe('f'.repeat(256));
      expect(await textbox(page, 'Link do oferty').inputValue()).toBe('praca.example.pl');
      await expectNoAxeViolations(page, '/jobs/new with errors');
    });

    it('creates, returns 2 s later, edits and deletes with its dialog', async () => {
      const { page } = admin;
      await panel.visit(page, '/jobs/new');
      const position = `Redaktor wydania ${Date.now()}`;
      await textbox(page, 'Stanowisko').fill(position);
      await textbox(page, 'Firma').fill('Wydawnictwo Testowe');
      await textbox(page, 'Link do oferty').fill('https://praca.example.pl/oferta/7');
      const body = await createAndReturn(page, '/jobs/new', '/api/job_offers', '/jobs');
      expect(body).toEqual({
        position,
        company: 'Wydawnictwo Testowe',
        absoluteUrl: 'https://praca.example.pl/oferta/7',
      });
      const [created, ...others] = await offersByPosition(position);
      expect(others).toEqual([]);
      if (!created) throw new Error('the offer was not created');

      await panel.visit(page, `/jobs/edit/${created.id}`);
      await visible(heading(page, 'Edycja oferty pracy'));
      await expect.poll(() => textbox(page, 'Stanowisko').inputValue()).toBe(position);
      await expectNoAxeViolations(page, '/jobs/edit');
      await textbox(page, 'Firma').fill('Inne Wydawnictwo');
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/jobs');
      expect((await offersByPosition(position))[0]).toMatchObject({
        id: created.id,
        company: 'Inne Wydawnictwo',
      });

      await deleteOnly(page, 'Szukaj po stanowisku', position, TABLE, 'Usuwanie oferty pracy');
      await expect.poll(async () => (await offersByPosition(position)).length).toBe(0);
    });

    it('a failed load of the edit screen returns to the list', async () => {
      const { page } = admin;
      await panel.visit(page, '/jobs/edit/999999');
      await expect.poll(() => pathOf(page)).toBe('/jobs');
    });
  });

  describe("'Wydawcy prasy': press publishers", () => {
    const TABLE = 'Lista wydawców prasy';
    const publishersByName = (name: string) =>
      membersWhere<{ id: number; name: string }>(panel, '/api/press_publishers', 'name', name);

    it('lists the publishers and searches by name', async () => {
      const { page } = admin;
      await panel.visit(page, '/press_publishers');
      await visible(heading(page, 'Wydawcy prasy'));
      expect(await rowNames(page, TABLE)).toContain('Agora SA');
      await expectNoAxeViolations(page, 'press publishers list');
      await expectListSearch(page, {
        label: 'Szukaj po nazwie',
        text: 'Agora',
        api: '/api/press_publishers',
        param: 'name',
        rows: { read: () => rowNames(page, TABLE), expected: ['Agora SA'] },
      });
    });

    it("'Nowy wydawca': the name's messages; a new publisher is offered by the magazine form; renamed; deleted", async () => {
      const { page } = admin;
      await panel.visit(page, '/press_publishers/new');
      await visible(heading(page, 'Nowy wydawca'));
      await expectNoAxeViolations(page, '/press_publishers/new');
      await expectMessagesKeepingText(
        page.getByRole('button', { name: 'Dodaj', exact: true }),
        textbox(page, 'Nazwa'),
        [
          [null, 'Pole Wymagane'],
          ['W', 'Nazwa musi posiadać minimum 2 znaki'],
        ],
      );
      await expectNoAxeViolations(page, '/press_publishers/new with errors');

      const name = `Wydawnictwo Regionalne ${Date.now()}`;
      await textbox(page, 'Nazwa').fill(name);
      expect(
        await createAndReturn(page, '/press_publishers/new', '/api/press_publishers', '/press_publishers'),
      ).toEqual({ name });
      const [created] = await publishersByName(name);
      if (!created) throw new Error('the publisher was not created');

      // The magazine form's 'Wydawca' (D6) offers it.
      await panel.visit(page, '/press_magazines/new');
      await page.getByRole('button', { name: /Wydawca/ }).click();
      await visible(page.getByRole('option', { name, exact: true }));
      await page.keyboard.press('Escape');

      await panel.visit(page, `/press_publishers/edit/${created.id}`);
      await visible(heading(page, 'Edycja wydawcy'));
      await expect.poll(() => textbox(page, 'Nazwa').inputValue()).toBe(name);
      await expectNoAxeViolations(page, '/press_publishers/edit');
      const renamed = `${name} SA`;
      await textbox(page, 'Nazwa').fill(renamed);
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/press_publishers');
      expect((await publishersByName(renamed))[0]?.id).toBe(created.id);

      await deleteOnly(page, 'Szukaj po nazwie', renamed, TABLE, 'Usuwanie wydawcy');
      await expect.poll(async () => (await publishersByName(renamed)).length).toBe(0);
    });

    it('a publisher that magazines name stays: the API refuses (409) and the list says the delete failed', async () => {
      const { page } = admin;
      await panel.visit(page, '/press_publishers');
      await page.getByLabel('Szukaj po nazwie').fill('Agora SA');
      await expect.poll(() => rowNames(page, TABLE)).toEqual(['Agora SA']);
      const refused = page.waitForResponse(
        (response) =>
          response.request().method() === 'DELETE' &&
          new URL(response.url()).pathname.startsWith('/api/press_publishers/'),
      );
      await (await tableRows(page, TABLE)).first().getByRole('button', { name: /^Usuń/ }).click();
      await page
        .getByRole('alertdialog', { name: 'Usuwanie wydawcy' })
        .getByRole('button', { name: 'Usuń' })
        .click();
      const response = await refused;
      expect(response.status()).toBe(409);
      expect(((await response.json()) as { 'hydra:description': string })['hydra:description']).toMatch(
        /magazine/,
      );
      await visible(page.getByRole('alert').filter({ hasText: 'Nie udało się usunąć. Spróbuj ponownie.' }));
      expect(await rowNames(page, TABLE)).toEqual(['Agora SA']);
      expect(await publishersByName('Agora SA')).toHaveLength(1);
    });
  });

  describe("'Fotoreportaże': photo reportages", () => {
    const TABLE = 'Lista fotoreportaży';
    interface ApiReportage {
      id: number;
      title: string;
      type: string;
      isPublish: boolean;
      deleted: string | null;
    }
    const reportagesByTitle = (title: string) =>
      membersWhere<ApiReportage>(panel, '/api/photo_reportages', 'title', title);

    it('lists the reportages with their type and searches by title', async () => {
      const { page } = admin;
      await panel.visit(page, '/photo_reportages');
      await visible(heading(page, 'Fotoreportaże'));
      const rows = await tableRows(page, TABLE);
      expect(await rows.count()).toBeGreaterThan(0);
      expect(await rows.allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('Galeria')]),
      );
      await expectNoAxeViolations(page, 'photo reportages list');
      await expectListSearch(page, {
        label: 'Szukaj po tytule',
        text: 'Gala Mediów',
        api: '/api/photo_reportages',
        param: 'title',
        rows: {
          read: () => rowNames(page, TABLE),
          expected: (names) => names.length > 0 && names.every((name) => name.includes('Gala Mediów')),
        },
      });
    });

    it("'Nowy fotoreportaż': the title's messages, the typed text kept; a video, unpublished; edited; deleted softly", async () => {
      const { page } = admin;
      await panel.visit(page, '/photo_reportages/new');
      await visible(heading(page, 'Nowy fotoreportaż'));
      await expectNoAxeViolations(page, '/photo_reportages/new');
      await expectMessagesKeepingText(
        page.getByRole('button', { name: 'Dodaj', exact: true }),
        textbox(page, 'Tytuł'),
        [['F', 'Tytuł musi posiadać minimum 2 znaki']],
      );
      await expectNoAxeViolations(page, '/photo_reportages/new with errors');

      const title = `Fotorelacja z konferencji ${Date.now()}`;
      await textbox(page, 'Tytuł').fill(title);
      await page.getByRole('button', { name: /Typ/ }).click();
      await visible(page.getByRole('option', { name: 'Wideo' }));
      await expectNoAxeViolations(page, 'photo reportage type choices');
      await page.getByRole('option', { name: 'Wideo' }).click();
      await page.getByText('Opublikowany', { exact: true }).click();
      const body = await createAndReturn(
        page,
        '/photo_reportages/new',
        '/api/photo_reportages',
        '/photo_reportages',
      );
      expect(body).toEqual({ title, type: 'video', isPublish: false });
      const [created] = await reportagesByTitle(title);
      if (!created) throw new Error('the reportage was not created');
      expect(created).toMatchObject({ type: 'video', isPublish: false, deleted: null });

      await panel.visit(page, `/photo_reportages/edit/${created.id}`);
      await visible(heading(page, 'Edycja fotoreportażu'));
      await expect.poll(() => textbox(page, 'Tytuł').inputValue()).toBe(title);
      await expectNoAxeViolations(page, '/photo_reportages/edit');
      await page.getByRole('button', { name: /Typ/ }).click();
      await page.getByRole('option', { name: 'Galeria' }).click();
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/photo_reportages');
      expect((await reportagesByTitle(title))[0]).toMatchObject({ id: created.id, type: 'gallery' });

      await deleteOnly(page, 'Szukaj po tytule', title, TABLE, 'Usuwanie fotoreportażu');
      // Soft: the row stays, greyed, without edit or delete; its edit screen leaves for the list.
      const row = (await tableRows(page, TABLE)).first();
      await expect.poll(() => row.getAttribute('data-deleted')).toBe('true');
      expect(await row.getByRole('button', { name: /^Usuń/ }).count()).toBe(0);
      expect((await reportagesByTitle(title))[0]?.deleted).not.toBeNull();
      await panel.visit(page, `/photo_reportages/edit/${created.id}`);
      await expect.poll(() => pathOf(page)).toBe('/photo_reportages');
    });
  });
});
