/**
 * The glossary, 'Słownik' (03 §2, §3, §5, §7; D8, D9): disabled by default (not mounted, not in the
 * menu); with the area enabled, the word search, 'Nowe hasło' with every message, the category select,
 * the slug from the word and ip null, the list 2 s after a save, edit and delete.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectMessagesKeepingText, textbox } from './formFields';
import {
  atHome,
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
import { expectListShownAndSearched, membersWhere, rowNames } from './lists';

const TABLE = 'Lista haseł';

interface ApiEntry {
  id: number;
  word: string;
  def: string | null;
  dictionaryCategory: string | null;
  isPublish: boolean;
  slug: string | null;
  ip: string | null;
}

describe('dictionaries, disabled by default (D9)', () => {
  const panel = testPanel();

  it('mounts none of its screens', async () => {
    const { page } = await panel.open({ as: 'admin', path: '/dictionaries' });
    await atHome(page);
    await panel.visit(page, '/dictionaries/new');
    await atHome(page);
    expect(await heading(page, 'Nowe hasło').count()).toBe(0);
  });
});

describe('dictionaries enabled by the runtime configuration', () => {
  const panel = testPanel({ enabledAreas: ['dictionaries'] });
  const admin = suiteTab(panel, 'admin');

  const entriesByWord = (word: string) => membersWhere<ApiEntry>(panel, '/api/dictionaries', 'word', word);
  const words = (page: Page) => rowNames(page, TABLE);

  it('lists the entries and searches by word 500 ms after typing stops', async () => {
    const { page } = admin;
    await expectListShownAndSearched(panel, page, {
      path: '/dictionaries',
      heading: 'Słownik',
      table: TABLE,
      axe: 'dictionaries list',
      search: {
        label: 'Szukaj po haśle',
        text: 'ramówka',
        api: '/api/dictionaries',
        param: 'word',
        path: '/dictionaries',
        rows: { read: () => words(page), expected: ['ramówka'] },
      },
    });
  });

  it("'Nowe hasło': every message under its field, the typed text kept", async () => {
    const { page } = admin;
    await panel.visit(page, '/dictionaries/new');
    await visible(heading(page, 'Nowe hasło'));
    await expectNoAxeViolations(page, '/dictionaries/new');
    const add = page.getByRole('button', { name: 'Dodaj' });
    await expectMessagesKeepingText(add, textbox(page, 'Hasło'), [
      [null, 'Pole Wymagane', () => visible(page.getByText('Pole Wymagane').nth(1))],
      ['A', 'Hasło musi posiadać minimum 2 znaki'],
      ['h'.repeat(256), 'Hasło musi posiadać maksimum 255 znaków'],
    ]);
    await expectNoAxeViolations(page, '/dictionaries/new with errors');
  });

  it('creates with the category, the slug from the word and ip null, returns 2 s later, edits and deletes', async () => {
    const { page } = admin;
    await panel.visit(page, '/dictionaries/new');
    const word = `Zasięg Netto ${Date.now()}`;
    await textbox(page, 'Hasło').fill(word);
    await textbox(page, 'Definicja').fill('Liczba odbiorców.');
    await page.getByRole('button', { name: /Kategoria/ }).click();
    await visible(page.getByRole('option', { name: 'Telewizja' }));
    await expectNoAxeViolations(page, 'dictionary category choices');
    await page.getByRole('option', { name: 'Telewizja' }).click();
    await page.getByText('Opublikowane', { exact: true }).click();
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/dictionaries',
    );
    const clock = await stopClock(page);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toHaveProperty('ip', null);
    expect(body.slug).toBe(`zasieg-netto-${word.split(' ')[2]}`);
    await visible(page.getByRole('button', { name: 'Dodano' }));
    await expectPathAfter(page, clock, { afterMs: 2000, from: '/dictionaries/new', to: '/dictionaries' });
    const [created, ...others] = await entriesByWord(word);
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      word,
      def: 'Liczba odbiorców.',
      isPublish: true,
      slug: `zasieg-netto-${word.split(' ')[2]}`,
    });
    expect(created?.dictionaryCategory).toMatch(/^\/api\/dictionarycategories\/\d+$/);
    if (!created) return;

    await panel.visit(page, `/dictionaries/edit/${created.id}`);
    await visible(heading(page, 'Edycja hasła'));
    await expect.poll(() => textbox(page, 'Hasło').inputValue()).toBe(word);
    await expectNoAxeViolations(page, '/dictionaries/edit');
    await textbox(page, 'Definicja').fill('Nowa definicja.');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/dictionaries');
    expect((await entriesByWord(word))[0]).toMatchObject({ id: created.id, def: 'Nowa definicja.' });

    await page.getByLabel('Szukaj po haśle').fill(word);
    await expect.poll(() => words(page)).toEqual([word]);
    await (await tableRows(page, TABLE)).first().getByRole('button', { name: /^Usuń/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Usuwanie' });
    await visible(dialog);
    await expectNoAxeViolations(page, 'dictionary delete dialog');
    await dialog.getByRole('button', { name: 'Usuń' }).click();
    await gone(dialog);
    await expect.poll(async () => (await entriesByWord(word)).length).toBe(0);
  });

  it('a failed load of the edit screen returns to the list', async () => {
    const { page } = admin;
    await panel.visit(page, '/dictionaries/edit/999999');
    await expect.poll(() => pathOf(page)).toBe('/dictionaries');
  });
});
