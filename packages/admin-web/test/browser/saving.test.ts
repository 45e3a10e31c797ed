/**
 * The save pattern of every form: a save is never sent twice (Enter pressed twice, a double
 * click, a click on the success label), an edit screen keeps its form and what was typed through a
 * background refetch of its record, and leaving while a save is in flight asks first.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PREFETCH_FRESH_MS } from '../../src/app/routePrefetch';
import {
  expectNoAxeViolations,
  gone,
  heading,
  holdRequests,
  pathOf,
  suiteTab,
  tableRows,
  testPanel,
  visible,
} from './harness';

// No hub: these tests wait for the network to go idle, which a hub's open stream never lets it do.
const panel = testPanel({ hub: false });
const admin = suiteTab(panel, 'admin');
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Nazwa', exact: true });

async function categoriesNamed(name: string): Promise<Array<{ id: number; name: string }>> {
  const page = (await panel.apiGet(`/api/categories?name=${encodeURIComponent(name)}`)) as {
    'hydra:member': Array<{ id: number; name: string }>;
  };
  return page['hydra:member'].filter((record) => record.name === name);
}

/** Counts the requests of a method to an API path while the test runs. */
function countRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  const listener = (request: Request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  };
  page.on('request', listener);
  return { seen, stop: () => page.off('request', listener) };
}

/** Presses 'Dodaj', then 'Powrót' while the save is in flight, and answers the unsaved-changes question. */
async function addThenLeave(page: Page, answer: 'Zostań' | 'Opuść') {
  await page.getByRole('button', { name: 'Dodaj' }).click();
  await page.getByRole('link', { name: 'Powrót' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Niezapisane zmiany' });
  await visible(dialog);
  await dialog.getByRole('button', { name: answer }).click();
}

describe('saving', () => {
  it('Enter twice, a double click and a click on "Dodano" create one category', async () => {
    const { page } = admin;
    await panel.visit(page, '/categories/new');
    await visible(heading(page, 'Nowa kategoria'));
    const name = `Jeden raz ${Date.now()}`;
    await nameField(page).fill(name);
    const posts = countRequests(page, 'POST', /^\/api\/categories$/);
    const held = await holdRequests(page, '**/api/categories');
    try {
      await nameField(page).press('Enter');
      await nameField(page).press('Enter');
      // The button is busy now (its name is the spinner's 'Wysyłanie…'): a double click on it.
      const box = await page.locator('button[data-status="sending"]').boundingBox();
      if (!box) throw new Error('no save button');
      await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
      await held.sent;
    } finally {
      await held.release();
    }
    const done = page.getByRole('button', { name: 'Dodano' });
    await visible(done);
    await done.click();
    await nameField(page).press('Enter');
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/categories');
    posts.stop();
    expect(posts.seen).toHaveLength(1);
    expect(await categoriesNamed(name)).toHaveLength(1);
  });

  it('keeps the edit form and what was typed while the record refetches', async () => {
    const { page } = admin;
    const listed = (await panel.apiGet('/api/categories')) as {
      'hydra:member': Array<{ id: number; name: string; deleted: string | null }>;
    };
    const existing = listed['hydra:member'].find((record) => record.deleted === null);
    expect(existing).toBeDefined();
    await panel.visit(page, `/categories/edit/${existing?.id}`);
    await visible(heading(page, 'Edycja kategorii'));
    await expect.poll(() => nameField(page).inputValue()).toBe(existing?.name);
    await nameField(page).fill('Nazwa poprawiona');
    const refetch = await holdRequests(page, `**/api/categories/${existing?.id}`);
    // The deep link's record came from the route's prefetch, fresh for PREFETCH_FRESH_MS (WEB-133); once
    // it is older, the tab coming back into view fetches it again in the background.
    await new Promise((resolve) => setTimeout(resolve, PREFETCH_FRESH_MS + 200));
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await refetch.sent;
    expect(await page.getByRole('main').getByRole('progressbar').count()).toBe(0);
    expect(await nameField(page).inputValue()).toBe('Nazwa poprawiona');
    await refetch.release();
    await page.waitForLoadState('networkidle');
    expect(await nameField(page).inputValue()).toBe('Nazwa poprawiona');
    expect(await page.getByRole('button', { name: 'Zapisz' }).count()).toBe(1);
  });

  it('asks before leaving while a save is in flight; "Zostań" keeps the form and its "Błąd"', async () => {
    const { page } = admin;
    await panel.visit(page, '/categories/new');
    await visible(heading(page, 'Nowa kategoria'));
    await nameField(page).fill(`W locie ${Date.now()}`);
    await page.route('**/api/categories', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fulfill({ status: 500, json: { 'hydra:description': 'awaria' } });
    });
    try {
      await addThenLeave(page, 'Zostań');
      await visible(page.getByRole('button', { name: 'Błąd' }));
      expect(pathOf(page)).toBe('/categories/new');
    } finally {
      await page.unroute('**/api/categories');
    }
  });
});

describe('a form whose fields are still loading (WEB-79)', () => {
  it('shows no save button until its fields are in, so nothing moves under a click', async () => {
    // A fresh tab, its chunks not yet loaded; the silo form's rich-text field is held.
    const { page } = await panel.open({ as: 'admin', path: '/silos' });
    const richText = await holdRequests(page, /\/assets\/RichTextKind-[^/]*\.js$/);
    await page.getByRole('link', { name: 'Dodaj nowy' }).click();
    await visible(heading(page, 'Nowy Silos'));
    await richText.sent;
    await visible(page.getByRole('progressbar'));
    expect(await page.getByRole('button', { name: 'Dodaj' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Opis', exact: true }).count()).toBe(0);
    await richText.release();
    // The whole form at once: a click on 'Dodaj' is a submit (the rules' messages under the fields).
    await page.getByRole('button', { name: 'Dodaj' }).click();
    await visible(page.getByText('Opis nie może być pusty.'));
    await visible(page.getByRole('textbox', { name: 'Treść' }));
  });
});

describe('leaving while a save is in flight, then the save fails (WEB-27)', () => {
  it("says 'Nie udało się zapisać zmian.' in an alert above the screen the user went to", async () => {
    const { page } = admin;
    const name = `Opuszczona ${Date.now()}`;
    await panel.visit(page, '/categories/new');
    await visible(heading(page, 'Nowa kategoria'));
    await nameField(page).fill(name);
    let fail = () => {};
    const failing = new Promise<void>((resolve) => {
      fail = resolve;
    });
    await page.route('**/api/categories', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await failing;
      await route.abort('connectionreset');
    });
    try {
      await addThenLeave(page, 'Opuść');
      await visible(heading(page, 'Kategorie'));
      expect(pathOf(page)).toBe('/categories');
      const notice = page.getByRole('alert').filter({ hasText: 'Nie udało się zapisać zmian.' });
      expect(await notice.count()).toBe(0);
      fail();
      await visible(notice);
      await expectNoAxeViolations(page, 'the notice of a save that failed after leaving');
      expect(await categoriesNamed(name)).toEqual([]);
      // It stays on the next screens until closed.
      await page.getByRole('link', { name: 'Dodaj nowy' }).click();
      await visible(heading(page, 'Nowa kategoria'));
      await visible(notice);
      await notice.getByRole('button', { name: 'Zamknij' }).click();
      await gone(notice);
    } finally {
      await page.unroute('**/api/categories');
    }
  });
});

describe('a failed delete', () => {
  for (const subject of [
    { path: '/categories', api: '/api/categories', table: 'Lista kategorii' },
    { path: '/groups', api: '/api/groups', table: 'Lista grup' },
    { path: '/comments', api: '/api/comments', table: 'Lista komentarzy' },
  ]) {
    it(`${subject.path}: says so in an alert and the row stays`, async () => {
      const { page } = admin;
      await panel.visit(page, subject.path);
      const rows = await tableRows(page, subject.table);
      const row = rows.and(page.locator(':not([data-deleted="true"])')).first();
      const rowText = await row.textContent();
      await page.route(`**${subject.api}/*`, (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, body: 'boom' })
          : route.continue(),
      );
      try {
        await row.getByRole('button', { name: /^Usuń/ }).click();
        const dialog = page.getByRole('alertdialog');
        await visible(dialog);
        await dialog.getByRole('button', { name: 'Usuń' }).click();
        const alert = page.getByRole('alert').filter({ hasText: 'Nie udało się usunąć. Spróbuj ponownie.' });
        await visible(alert);
        await expectNoAxeViolations(page, `${subject.path} failed delete`);
        await page.waitForLoadState('networkidle');
        expect(await row.textContent()).toBe(rowText);
      } finally {
        await page.unroute(`**${subject.api}/*`);
      }
    });
  }
});
