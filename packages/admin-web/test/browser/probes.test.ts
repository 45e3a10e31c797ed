/**
 * Polls, 'Sondy' (03 §2, §3, §5, §7, §9; D8, D9): disabled by default; with the area enabled, the title
 * search, 'Nowa sonda' with every message (title, answers 1 and 2 required, 3-12 optional but 2-255),
 * the repeated answers (add up to 12, remove down to 2), isPublish and isActive, the slug from the title,
 * the list 2 s after a save, edit showing the stored answers, delete.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textbox } from './formFields';
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
import { expectListShownAndSearched, firstListed, membersWhere, rowNames } from './lists';

const TABLE = 'Lista sond';
const answer = (page: Page, n: number) =>
  page
    .getByRole('group', { name: `Odpowiedź ${n}`, exact: true })
    .getByRole('textbox', { name: 'Treść odpowiedzi' });
const answerCount = (page: Page) => page.getByRole('textbox', { name: 'Treść odpowiedzi' }).count();

interface ApiProbe {
  id: number;
  title: string;
  slug: string | null;
  isPublish: boolean;
  isActive: boolean;
  [answer: string]: unknown;
}

describe('polls, disabled by default (D9)', () => {
  const panel = testPanel();

  it('mounts none of its screens', async () => {
    const { page } = await panel.open({ as: 'admin', path: '/probes' });
    await atHome(page);
    await panel.visit(page, '/probes/new');
    await atHome(page);
    expect(await heading(page, 'Nowa sonda').count()).toBe(0);
  });
});

describe('polls enabled by the runtime configuration', () => {
  const panel = testPanel({ enabledAreas: ['probes'] });
  const admin = suiteTab(panel, 'admin');

  const probesByTitle = (title: string) => membersWhere<ApiProbe>(panel, '/api/probes', 'title', title);
  const titles = (page: Page) => rowNames(page, TABLE);

  it('lists the polls and searches by title 500 ms after typing stops', async () => {
    const { page } = admin;
    const title = (await firstListed<ApiProbe>(panel, '/api/probes'))?.title ?? '';
    await expectListShownAndSearched(panel, page, {
      path: '/probes',
      heading: 'Sondy',
      table: TABLE,
      axe: 'probes list',
      search: {
        label: 'Szukaj po tytule',
        text: title,
        api: '/api/probes',
        param: 'title',
        path: '/probes',
        rows: { read: () => titles(page), expected: (rows) => rows.includes(title) },
      },
    });
  });

  it("'Nowa sonda': answers 1 and 2 required, more added up to 12 and removed down to 2, every message", async () => {
    const { page } = admin;
    await panel.visit(page, '/probes/new');
    await visible(heading(page, 'Nowa sonda'));
    await visible(answer(page, 2));
    expect(await answerCount(page)).toBe(2);
    expect(await page.getByRole('button', { name: 'Usuń odpowiedź' }).count()).toBe(0);
    await expectNoAxeViolations(page, '/probes/new');
    const add = page.getByRole('button', { name: 'Dodaj', exact: true });
    await add.click();
    await expect.poll(() => describedText(textbox(page, 'Tytuł'))).toContain('Pole Wymagane');
    expect(await describedText(answer(page, 1))).toContain('Pole Wymagane');
    expect(await describedText(answer(page, 2))).toContain('Pole Wymagane');
    await textbox(page, 'Tytuł').fill('T');
    await answer(page, 1).fill('a');
    await answer(page, 2).fill('b'.repeat(256));
    const addAnswer = page.getByRole('button', { name: 'Dodaj odpowiedź' });
    await addAnswer.click();
    await answer(page, 3).fill('c');
    // Each answer's field is named by its number too: a form holds up to twelve.
    expect(
      await page.getByRole('textbox', { name: 'Treść odpowiedzi Odpowiedź 3', exact: true }).inputValue(),
    ).toBe('c');
    await add.click();
    await expect
      .poll(() => describedText(textbox(page, 'Tytuł')))
      .toContain('Tytuł musi posiadać minimum 2 znaki');
    expect(await describedText(answer(page, 1))).toContain('Odpowiedź musi posiadać minimum 2 znaki');
    expect(await describedText(answer(page, 2))).toContain('Odpowiedź musi posiadać maksimum 255 znaków');
    expect(await describedText(answer(page, 3))).toContain('Odpowiedź musi posiadać minimum 2 znaki');
    expect(await answer(page, 2).inputValue()).toBe('b'.repeat(256));
    await textbox(page, 'Tytuł').fill('t'.repeat(256));
    await add.click();
    await expect
      .poll(() => describedText(textbox(page, 'Tytuł')))
      .toContain('Tytuł musi posiadać maksimum 255 znaków');
    await expectNoAxeViolations(page, '/probes/new with errors');

    for (let n = 4; n <= 12; n++) await addAnswer.click();
    expect(await answerCount(page)).toBe(12);
    await gone(addAnswer);
    await page.getByRole('button', { name: 'Usuń odpowiedź Odpowiedź 12', exact: true }).click();
    expect(await answerCount(page)).toBe(11);
    await visible(addAnswer);
    while ((await answerCount(page)) > 2) {
      await page.getByRole('button', { name: 'Usuń odpowiedź' }).last().click();
    }
    expect(await page.getByRole('button', { name: 'Usuń odpowiedź' }).count()).toBe(0);
  });

  it('creates with three answers, the flags and the slug from the title, returns 2 s later, edits, deletes', async () => {
    const { page } = admin;
    await panel.visit(page, '/probes/new');
    const title = `Czy Lubisz Radio ${Date.now()}`;
    await textbox(page, 'Tytuł').fill(title);
    await answer(page, 1).fill('Tak');
    await answer(page, 2).fill('Nie');
    await page.getByRole('button', { name: 'Dodaj odpowiedź' }).click();
    await answer(page, 3).fill('Nie wiem');
    await page.getByText('Opublikowana', { exact: true }).click();
    await page.getByText('Aktywna', { exact: true }).click();
    const clock = await stopClock(page);
    await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
    await visible(page.getByRole('button', { name: 'Dodano' }));
    await expectPathAfter(page, clock, { afterMs: 2000, from: '/probes/new', to: '/probes' });
    const [created, ...others] = await probesByTitle(title);
    expect(others).toEqual([]);
    expect(created).toMatchObject({
      title,
      answer1: 'Tak',
      answer2: 'Nie',
      answer3: 'Nie wiem',
      isPublish: true,
      isActive: true,
      slug: `czy-lubisz-radio-${title.split(' ')[3]}`,
    });
    expect(created?.answer4 ?? '').toBe('');
    if (!created) return;

    await panel.visit(page, `/probes/edit/${created.id}`);
    await visible(heading(page, 'Edycja sondy'));
    await expect.poll(() => answer(page, 3).inputValue()).toBe('Nie wiem');
    expect(await answerCount(page)).toBe(3);
    await expectNoAxeViolations(page, '/probes/edit');
    await page.getByRole('button', { name: 'Usuń odpowiedź' }).last().click();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/probes');
    expect((await probesByTitle(title))[0]?.answer3 ?? '').toBe('');

    await page.getByLabel('Szukaj po tytule').fill(title);
    await expect.poll(() => titles(page)).toEqual([title]);
    await (await tableRows(page, TABLE)).first().getByRole('button', { name: /^Usuń/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Usuwanie' });
    await visible(dialog);
    await expectNoAxeViolations(page, 'probe delete dialog');
    await dialog.getByRole('button', { name: 'Usuń' }).click();
    await gone(dialog);
    await expect.poll(async () => (await probesByTitle(title)).length).toBe(0);
  });
});
