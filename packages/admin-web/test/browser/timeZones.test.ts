/**
 * Times outside Polish time: with the computer in UTC or in New York, the articles list, the preview and
 * the edit form show the same Europe/Warsaw wall clock of the stored instant (winter and summer time
 * alike), and a new article's default 'now' is stored as the moment it is, not hours off.
 */
import { DEMO_RECORDS } from '@redakcja/api-sandbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choosePhoto, createAuthor, firstCategory, pick, setCheckbox, typeRich } from './articleForms';
import { fieldBox, textbox } from './formFields';
import { heading, pathOf, suiteTab, tableRows, testPanel, visible } from './harness';

const panel = testPanel();
const A = DEMO_RECORDS.articles;

/** The wall clock of an instant in Warsaw, by the test's own Intl (not the panel's code). */
function warsaw(instant: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    shown: `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`,
    segments: [parts.day, parts.month, parts.year, parts.hour, parts.minute],
  };
}

/** The date-time field's segments as it shows them (day, month, year, hour, minute in pl-PL). */
async function dateSegments(page: Page, name: string): Promise<string[]> {
  const texts = await fieldBox(page, name).getByRole('spinbutton').allTextContents();
  return texts.map((text) => text.trim());
}

/** The 'Data' cell of an article's row in 'Lista artykułów', found by its title. */
async function listedDate(page: Page, id: number, title: string): Promise<string> {
  await panel.visit(page, `/articles?searchQuery=${encodeURIComponent(title)}`);
  const rows = await tableRows(page, 'Lista artykułów');
  const row = rows.filter({
    has: page.locator('td:first-child', { hasText: new RegExp(`^\\s*${id}\\s*$`) }),
  });
  await visible(row);
  return ((await row.textContent()) ?? '').replace(/\s+/g, ' ');
}

// The same evening, 20:24 in Warsaw, in winter (UTC+1) and in summer (UTC+2).
const WINTER = Date.parse('2026-12-02T19:24:00Z');
const SUMMER = Date.parse('2026-07-15T18:24:00Z');

for (const timezoneId of ['UTC', 'America/New_York']) {
  describe(`with the computer in ${timezoneId}`, () => {
    const editor = suiteTab(panel, 'redaktor', timezoneId);

    it('the list, the preview and the edit form show the Warsaw time of the stored instant', async () => {
      const { page } = editor;
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      const articles = panel.sandbox.context.store('articles');
      for (const [id, instant] of [
        [A.newest, WINTER],
        [A.plainPublished, SUMMER],
      ] as const) {
        articles.update(id, { date: new Date(instant) });
        const record = (await panel.apiGet(`/api/articles/${id}`)) as { title: string; date: string };
        expect(Date.parse(record.date)).toBe(instant);
        const { shown, segments } = warsaw(instant);
        expect(shown.endsWith(' 20:24')).toBe(true);

        expect(await listedDate(page, id, record.title)).toContain(shown);

        await panel.visit(page, `/articles/preview/${id}`);
        await visible(page.getByText(`Data publikacji: ${shown}`));

        await panel.visit(page, `/articles/edit/${id}`);
        await visible(heading(page, 'Edycja artykułu'));
        await expect.poll(() => dateSegments(page, 'date')).toEqual(segments);
      }
    });

    it("a new article's default 'now' is the Warsaw time of the moment, and is stored as that moment", async () => {
      const { page } = editor;
      await panel.visit(page, '/articles');
      await page.evaluate(() => localStorage.clear());
      const before = Date.now();
      await panel.visit(page, '/articles/new');
      await visible(heading(page, 'Nowy artykuł'));
      await expect.poll(async () => (await dateSegments(page, 'date')).length).toBe(5);
      const shown = await dateSegments(page, 'date');
      const after = Date.now();
      expect([warsaw(before).segments, warsaw(after).segments]).toContainEqual(shown);

      const title = `Artykuł o czasie ${timezoneId} ${Date.now()}`;
      await textbox(page, 'Tytuł').fill(title);
      await textbox(page, 'Tytuł META TITLE i URL').fill(title);
      await typeRich(page, 'Opis', 'Wstęp artykułu.');
      await typeRich(
        page,
        'Treść',
        'Treść artykułu, która ma zdecydowanie więcej niż trzydzieści dwa znaki.',
      );
      await createAuthor(page, `Autor ${Date.now()}`);
      await pick(page, 'Kategorie', await firstCategory(panel));
      await setCheckbox(page, 'Widoczny', true);
      await choosePhoto(page, 'mediaId', 800, 600);
      await choosePhoto(page, 'mediaTopId', 655, 300);
      await choosePhoto(page, 'mediaGoogleDiscoveryId', 1200, 800);
      await page.getByRole('button', { name: 'Dodaj' }).click();
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/articles');

      const found = (await panel.apiGet(`/api/articles?title=${encodeURIComponent(title)}`)) as {
        'hydra:member': { id: number; title: string; date: string }[];
      };
      const created = found['hydra:member'].find((article) => article.title === title);
      // The minute the form showed, read back as an instant: within the minute before the form opened
      // and the moment it was read, not an hour (or six) away.
      const stored = Date.parse(created?.date ?? '');
      expect(stored).toBeGreaterThanOrEqual(Math.floor(before / 60_000) * 60_000);
      expect(stored).toBeLessThanOrEqual(after);
      expect(warsaw(stored).segments).toEqual(shown);
      expect(await listedDate(page, created?.id ?? 0, title)).toContain(warsaw(stored).shown);
    });
  });
}
