/**
 * Players (03 §2-§9; D11, D15): the list (Id, Tytuł, Link, Data wyświetlania, Akcje) with a title search,
 * page and searchQuery in the address; 'Nowy player' with every rule and message (D15 lengths), the
 * date-time range where neither end may pass the other, 'Powrót' to the players list (D11), one record
 * for a double submit, the list 2 s after a save; 'Edycja playera' keeping its final label.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAlertDialog } from './dialogs';
import { expectRefusedSaveKeptThenSaved, fieldText, submitTwiceAndReturn, textbox } from './formFields';
import {
  atHome,
  describedText,
  expectNoAxeViolations,
  gone,
  heading,
  isFocused,
  pathOf,
  suiteTab,
  tableHeaders,
  tableRows,
  testPanel,
  visible,
} from './harness';
import { currentPage, expectListSearch, goToPage } from './lists';

// Three players a page: the demo's ten fill four pages.
const panel = testPanel({ pageSize: 3 });
const admin = suiteTab(panel, 'admin');
const TABLE = 'Lista playerów';

/** Types a date and time into a date picker, segment by segment, as a user does (pl-PL: dd.mm.rrrr gg:mm). */
async function typeDateTime(page: Page, label: string, value: string) {
  const [date = '', time = ''] = value.split('T');
  const [year, month, day] = date.split('-');
  const [hour, minute] = time.split(':');
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}${hour}${minute}`);
}
const rowTitles = async (page: Page) =>
  (await (await tableRows(page, TABLE)).getByRole('rowheader').allTextContents()).map((t) => t.trim());

interface ApiPlayer {
  id: number;
  title: string;
  description: string;
  videoUrl: string;
  enabled: boolean;
  dateFrom: string;
  dateTo: string;
}
async function playersTitled(title: string): Promise<ApiPlayer[]> {
  const page = (await panel.apiGet(`/api/players?title=${encodeURIComponent(title)}`)) as {
    'hydra:member': ApiPlayer[];
  };
  return page['hydra:member'].filter((player) => player.title === title);
}

describe('players', () => {
  it('lists the columns, pages and searches by title with page and searchQuery in the address', async () => {
    const { page } = admin;
    await panel.visit(page, '/players');
    await visible(heading(page, 'Playery'));
    expect((await rowTitles(page)).length).toBe(3);
    expect(await tableHeaders(page, TABLE)).toEqual(['Id', 'Tytuł', 'Link', 'Data wyświetlania', 'Akcje']);
    const first = (await tableRows(page, TABLE)).first();
    expect(await first.textContent()).toMatch(
      /https:\/\/www\.youtube\.com\/watch\?v=demo\d{4}.*\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} – \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/,
    );
    expect(await currentPage(page)).toBe('1');
    await expectNoAxeViolations(page, 'players list');

    const onFirst = await rowTitles(page);
    await goToPage(page, 2, 'góra');
    await expect.poll(() => pathOf(page)).toBe('/players?page=2');
    await expect.poll(() => rowTitles(page)).not.toEqual(onFirst);
    const onSecond = await rowTitles(page);
    await page.reload();
    await expect.poll(() => rowTitles(page)).toEqual(onSecond);
    expect(await currentPage(page)).toBe('2');

    // A search goes back to page 1 and is kept in the address; the call has the page and the title.
    await expectListSearch(page, {
      label: 'Szukaj po tytule',
      text: 'odcinka 1',
      api: '/api/players',
      param: 'title',
      alongWith: { page: '1' },
      path: '/players',
      rows: {
        read: async () => (await rowTitles(page)).map((title) => title.replace(/^.*odcinka /, '')).sort(),
        expected: ['1', '10'],
      },
    });
    await page.reload();
    expect(await page.getByLabel('Szukaj po tytule').inputValue()).toBe('odcinka 1');
  });

  it("'Nowy player': every message (D15), the date order on both ends, and 'Powrót' to the players (D11)", async () => {
    const { page } = admin;
    await panel.visit(page, '/players');
    await page.getByRole('link', { name: 'Dodaj nowy' }).click();
    await visible(heading(page, 'Nowy player'));
    await expectNoAxeViolations(page, '/players/new');
    // New players are enabled and shown from now to now.
    expect(await page.getByRole('checkbox', { name: 'Włączony' }).isChecked()).toBe(true);
    await page
      .getByRole('group', { name: 'Data od' })
      .getByRole('button', { name: 'Otwórz kalendarz' })
      .click();
    await visible(page.getByRole('dialog', { name: 'Kalendarz' }));
    await expectNoAxeViolations(page, 'player calendar');
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog', { name: 'Kalendarz' }));

    const add = page.getByRole('button', { name: 'Dodaj' });
    await add.click();
    await expect.poll(() => fieldText(page, 'title')).toContain('Pole Wymagane');
    expect(await fieldText(page, 'description')).toContain('Pole Wymagane');
    expect(await fieldText(page, 'videoUrl')).toContain('Pole Wymagane');
    expect(await isFocused(textbox(page, 'Tytuł'))).toBe(true);

    await textbox(page, 'Tytuł').fill('T');
    await textbox(page, 'Opis').fill('O');
    await textbox(page, 'Link').fill('L');
    await add.click();
    await expect.poll(() => fieldText(page, 'title')).toContain('Tytuł musi posiadać minimum 2 znaki');
    expect(await fieldText(page, 'description')).toContain('Opis musi posiadać minimum 2 znaki');
    expect(await fieldText(page, 'videoUrl')).toContain('Link musi posiadać minimum 2 znaki');

    await textbox(page, 'Tytuł').fill('t'.repeat(256));
    await textbox(page, 'Opis').fill('o'.repeat(513));
    await textbox(page, 'Link').fill('l'.repeat(256));
    await add.click();
    await expect.poll(() => fieldText(page, 'title')).toContain('Tytuł musi posiadać maksimum 255 znaków');
    expect(await fieldText(page, 'description')).toContain('Opis musi posiadać maksimum 512 znaków');
    expect(await fieldText(page, 'videoUrl')).toContain('Link musi posiadać maksimum 255 znaków');
    // The longest texts the rules allow pass.
    await textbox(page, 'Tytuł').fill('t'.repeat(255));
    await textbox(page, 'Opis').fill('o'.repeat(512));
    await textbox(page, 'Link').fill('l'.repeat(255));

    // dateFrom past dateTo: both ends say so.
    await typeDateTime(page, 'Data od', '2030-01-02T10:00');
    await typeDateTime(page, 'Data do', '2030-01-01T10:00');
    await add.click();
    await expect
      .poll(() => fieldText(page, 'dateFrom'))
      .toContain('Data początkowa nie może być późniejsza niż data końcowa.');
    expect(await fieldText(page, 'dateTo')).toContain(
      'Data końcowa nie może być wcześniejsza niż data początkowa.',
    );
    expect(await describedText(textbox(page, 'Tytuł'))).not.toContain('Tytuł');
    expect(await textbox(page, 'Opis').inputValue()).toBe('o'.repeat(512));
    await expectNoAxeViolations(page, '/players/new with errors');
    expect(pathOf(page)).toBe('/players/new');

    const back = page.getByRole('link', { name: 'Powrót' });
    expect(await back.getAttribute('href')).toMatch(/\/players$/);
    await back.click();
    await page
      .getByRole('alertdialog', { name: 'Niezapisane zmiany' })
      .getByRole('button', { name: 'Opuść' })
      .click();
    await visible(heading(page, 'Playery'));
    expect(pathOf(page)).toBe('/players');
  });

  it('creates one player for a double submit, returns 2 s later, and the edit keeps its final label', async () => {
    const { page } = admin;
    await panel.visit(page, '/players/new');
    await visible(heading(page, 'Nowy player'));
    const title = `Zwiastun ${Date.now()}`;
    await textbox(page, 'Tytuł').fill(title);
    await textbox(page, 'Opis').fill('Nowy materiał wideo partnera.');
    await textbox(page, 'Link').fill('https://www.youtube.com/watch?v=zwiastun');
    await typeDateTime(page, 'Data od', '2030-03-01T08:30');
    await typeDateTime(page, 'Data do', '2030-03-01T08:30');
    await page.getByText('Włączony', { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: 'Włączony' }).isChecked()).toBe(false);

    const calls = await submitTwiceAndReturn(page, {
      submit: page.getByRole('button', { name: 'Dodaj' }),
      field: textbox(page, 'Tytuł'),
      api: '/api/players',
      list: '/players',
    });
    expect(calls).toEqual(['/api/players']);
    const [created, ...others] = await playersTitled(title);
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      title,
      description: 'Nowy materiał wideo partnera.',
      videoUrl: 'https://www.youtube.com/watch?v=zwiastun',
      enabled: false,
    });
    expect(created?.dateFrom.slice(0, 16)).toBe('2030-03-01T08:30');
    expect(created?.dateTo.slice(0, 16)).toBe('2030-03-01T08:30');
    if (!created) return;

    await panel.visit(page, `/players/edit/${created.id}`);
    await visible(heading(page, 'Edycja playera'));
    await expect.poll(() => textbox(page, 'Tytuł').inputValue()).toBe(title);
    await expectNoAxeViolations(page, '/players/edit');
    expect(await page.getByRole('link', { name: 'Powrót' }).getAttribute('href')).toMatch(/\/players$/);

    // A refused save shows 'Błąd' and keeps it (03 §4: the player edit does not reset).
    await expectRefusedSaveKeptThenSaved(page, {
      record: `/api/players/${created.id}`,
      change: () => typeDateTime(page, 'Data do', '2030-03-15T20:00'),
      list: '/players',
    });
    expect((await playersTitled(title))[0]?.dateTo.slice(0, 16)).toBe('2030-03-15T20:00');
  });

  it('is for root, supereditor and editor: an editor adds and edits players, a comments moderator is sent Home', async () => {
    const { page } = await panel.open({ as: 'redaktor', path: '/players' });
    await visible(heading(page, 'Playery'));
    await tableRows(page, TABLE);
    await visible(page.getByRole('link', { name: 'Dodaj nowy' }));
    expect(await page.getByRole('link', { name: 'Edytuj' }).count()).toBeGreaterThan(0);
    const moderator = await panel.open({ as: 'komentarze', path: '/players' });
    await atHome(moderator.page);
    await panel.visit(moderator.page, '/players/new');
    await atHome(moderator.page);
  });

  it("deletes after the 'Usuwanie playera' confirmation", async () => {
    const { page } = admin;
    const [victim] = (
      (await panel.apiGet('/api/players?title=odcinka 2')) as { 'hydra:member': ApiPlayer[] }
    )['hydra:member'];
    expect(victim).toBeDefined();
    if (!victim) return;
    await panel.visit(page, `/players?searchQuery=${encodeURIComponent(victim.title)}`);
    await expect.poll(() => rowTitles(page)).toEqual([victim.title]);
    await (await tableRows(page, TABLE)).first().getByRole('button', { name: /^Usuń/ }).click();
    const dialog = await expectAlertDialog(page, {
      name: 'Usuwanie playera',
      says: 'Czy na pewno chcesz to usunąć?',
      axe: 'player delete dialog',
    });
    await dialog.getByRole('button', { name: 'Usuń' }).click();
    // The search found only the deleted player: the list now says it has none.
    await expect.poll(() => rowTitles(page)).toEqual(['Brak wyników']);
    expect(await playersTitled(victim.title)).toEqual([]);
  });
});
