/**
 * Media people (02 §2-§9; D8, D9): the list (mounted here through the runtime setting that enables the
 * disabled area) searched by surname with its columns, the new and edit forms with their messages, and
 * the return to the list 2 s after a save.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  describedText,
  expectNoAxeViolations,
  heading,
  pathOf,
  stopClock,
  suiteTab,
  tableHeaders,
  tableRows,
  testPanel,
  visible,
} from './harness';

const panel = testPanel({ enabledAreas: ['peopleList'] });
const admin = suiteTab(panel, 'admin');
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

describe('media people', () => {
  it('lists with the columns of 02 §2, searches by surname, validates, creates and returns 2 s later', async () => {
    const { page } = admin;
    await panel.visit(page, '/people');
    await visible(heading(page, 'Ludzie mediów'));
    await tableRows(page, 'Lista ludzi mediów');
    expect(await tableHeaders(page, 'Lista ludzi mediów')).toEqual(
      expect.arrayContaining(['Id', 'Imię', 'Nazwisko', 'Data dodania', 'Publikacja', 'Akcje']),
    );
    await expectNoAxeViolations(page, 'people list');

    await page.getByRole('link', { name: 'Dodaj nowy' }).click();
    await visible(heading(page, 'Nowy człowiek mediów'));
    await field(page, 'Imię').fill('a');
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await expect
      .poll(() => describedText(field(page, 'Imię')))
      .toContain('Imię musi posiadać minimum 2 znaki');
    expect(await describedText(field(page, 'Nazwisko'))).toContain('Pole Wymagane');
    await expectNoAxeViolations(page, 'person form with errors');
    const surname = `Kowalski${Date.now()}`;
    await field(page, 'Imię').fill('Jan');
    await field(page, 'Nazwisko').fill(surname);
    const clock = await stopClock(page);
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await visible(page.getByRole('button', { name: 'Dodano' }));
    await clock.runFor(1999);
    expect(pathOf(page)).toBe('/people/new');
    await clock.runFor(1);
    await expect.poll(() => pathOf(page)).toBe('/people');
    await clock.resume();

    await page.getByLabel('Szukaj po nazwisku').fill(surname);
    await expect.poll(() => pathOf(page)).toBe(`/people?searchQuery=${surname}`);
    await expect
      .poll(async () => (await tableRows(page, 'Lista ludzi mediów')).first().textContent())
      .toContain(surname);
    await (await tableRows(page, 'Lista ludzi mediów')).first().getByRole('link', { name: 'Edytuj' }).click();
    await visible(heading(page, 'Edycja człowieka mediów'));
    await expect.poll(() => field(page, 'Nazwisko').inputValue()).toBe(surname);
  });
});
