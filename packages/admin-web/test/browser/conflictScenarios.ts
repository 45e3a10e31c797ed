/**
 * Conflict-safe saves (WEB-100) with two editors, each in a browser context of their own, on the sandbox
 * with ETags and without them (a stock API Platform server): edits of different fields both survive with
 * a notice; edits of the same field open the question, and each choice leaves exactly the chosen values;
 * a record deleted meanwhile is said so and nothing is written. The CLI and the panel on one blocking list:
 * what ops add from the command line while an editor has the list open survives the editor's save.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { saveBarMessages } from '@redakcja/api-sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickSwitch, textbox } from './formFields';
import {
  DEMO_PASSWORD,
  expectNoAxeViolations,
  gone,
  type Panel,
  pathOf,
  testPanel,
  visible,
} from './harness';
import { firstListed } from './lists';

/** The built `redakcja` command (npm test builds every package first). */
const CLI = fileURLToPath(new URL('../../../cli/dist/index.js', import.meta.url));

/**
 * Runs the CLI as cron would (credentials from the environment, a home of its own) against `api`. Not
 * synchronous: the sandbox answering it runs in this process.
 */
async function runCli(api: string, args: string[]): Promise<{ code: number; stderr: string }> {
  if (!existsSync(CLI)) throw new Error(`no built CLI at ${CLI}: build the workspace first`);
  const home = await mkdtemp(join(tmpdir(), 'redakcja-cli-'));
  try {
    await promisify(execFile)(process.execPath, [CLI, ...args], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: home,
        XDG_CONFIG_HOME: home,
        REDAKCJA_API_URL: api,
        REDAKCJA_USERNAME: 'admin',
        REDAKCJA_PASSWORD: DEMO_PASSWORD,
      },
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? 1, stderr: failed.stderr ?? '' };
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}

const MERGED = 'Rekord został w międzyczasie zmieniony przez kogoś innego. Zapisano obie zmiany.';
const TITLE = 'Rekord zmieniony przez kogoś innego';

/**
 * The scenarios, on a sandbox with ETags (conflicts.test.ts) or without them, as a stock API Platform
 * server answers (conflictsStockServer.test.ts): two files, so that each mode runs beside the other.
 * The modes differ in how a save finds the server moved on (If-Match and 412, or the record read again
 * before the write); what the form shows once it knows is the same code. So every scenario that writes
 * or deletes runs in both modes, and the ones that only look at the question and the notice (`shown`)
 * run with ETags only.
 */
export function describeConflicts({ mode, etags }: { mode: string; etags: boolean }): void {
  /** A scenario of what the question or the notice shows, the same in both modes. */
  const shown = (name: string, scenario: () => Promise<void>) => {
    if (etags) it(name, scenario);
  };
  describe(`two editors of one category (${mode})`, () => {
    // Without a hub: the scenarios make the other editor's changes in the sandbox's store, which the hub
    // publishes at the end of the panel's next request, so a live list or form would take them in at a
    // moment of its own. The conflict-safe save is the guarantee with no hub (WEB-148); the live layer
    // has its own tests (liveLists, liveForms).
    const panel: Panel = testPanel({ etags, hub: false });

    let counter = 0;
    const newCategory = (): number => {
      counter += 1;
      return panel.sandbox.context.store('categories').insert({
        name: `Konflikt ${etags ? 'E' : 'N'} ${counter}`,
        slug: `konflikt-${etags ? 'e' : 'n'}-${counter}`,
        isPublish: false,
        ordering: 0,
        showInMainMenuOrdering: false,
        parentId: '0',
      });
    };
    const stored = (id: number) => {
      const store = panel.sandbox.context.store('categories');
      return store.decode(store.get(id)) as Record<string, unknown>;
    };
    /** Two editors with the category's edit form open (both loaded before either saves). */
    const twoEditors = async (id: number): Promise<[Page, Page]> => {
      const a = await panel.open({ as: 'admin', path: `/categories/edit/${id}` });
      const b = await panel.open({ as: 'admin', path: `/categories/edit/${id}` });
      await visible(textbox(a.page, 'Nazwa'));
      await visible(textbox(b.page, 'Nazwa'));
      return [a.page, b.page];
    };
    const save = (page: Page) => page.getByRole('button', { name: 'Zapisz' }).click();

    it('edits of different fields both survive, with a notice to the second', async () => {
      const id = newCategory();
      const [a, b] = await twoEditors(id);
      await textbox(a, 'Meta tytuł').fill('Tytuł od A');
      await save(a);
      await expect.poll(() => stored(id).metaTitle).toBe('Tytuł od A');
      await textbox(b, 'Meta opis').fill('Opis od B');
      await save(b);
      await expect.poll(() => stored(id).metaDescription).toBe('Opis od B');
      expect(stored(id).metaTitle).toBe('Tytuł od A');
      // Told in the form's save bar, once.
      const bar = b.getByRole('region', { name: saveBarMessages.region });
      await visible(bar.getByRole('status').filter({ hasText: MERGED }));
      expect(await b.getByText(MERGED).count()).toBe(1);
    });

    shown(
      'the merged notice shows in the save bar, then at the top of the window over the list until closed',
      async () => {
        const id = newCategory();
        const [a, b] = await twoEditors(id);
        // A short window: the form's end, where the save button is, lies below its first screen.
        await b.setViewportSize({ width: 1024, height: 420 });
        await textbox(a, 'Meta tytuł').fill('Tytuł od A');
        await save(a);
        await expect.poll(() => stored(id).metaTitle).toBe('Tytuł od A');
        await textbox(b, 'Meta opis').fill('Opis od B');
        await save(b);
        const bar = b.getByRole('region', { name: saveBarMessages.region });
        await visible(bar.getByRole('status').filter({ hasText: MERGED }));
        const inWindow = async () => {
          const box = await b.getByText(MERGED).boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= 420;
        };
        expect(await b.getByText(MERGED).count()).toBe(1);
        expect(await inWindow()).toBe(true);
        // The form goes on to the list: the notice stays, still in sight, until the user closes it. It was
        // read out in the bar, so it is not a live region again.
        await expect.poll(() => pathOf(b)).toBe('/categories');
        await visible(b.getByRole('table', { name: 'Lista kategorii' }));
        expect(await b.getByText(MERGED).count()).toBe(1);
        expect(await inWindow()).toBe(true);
        expect(await b.getByRole('status').filter({ hasText: MERGED }).count()).toBe(0);
        await expectNoAxeViolations(b, 'merged notice over the list');
        await b.getByRole('button', { name: 'Zamknij' }).click();
        await gone(b.getByText(MERGED));
      },
    );

    it('the same field: the question names it; "Zapisz moje zmiany" keeps mine', async () => {
      const id = newCategory();
      const [a, b] = await twoEditors(id);
      await textbox(a, 'Nazwa').fill('Nazwa od A');
      await save(a);
      await expect.poll(() => stored(id).name).toBe('Nazwa od A');
      await textbox(b, 'Nazwa').fill('Nazwa od B');
      await textbox(b, 'Meta tytuł').fill('Tytuł od B');
      await save(b);
      const dialog = await visible(b.getByRole('alertdialog', { name: TITLE }));
      const field = dialog.locator('[data-conflict-field="name"]');
      await expect.poll(() => field.textContent()).toContain('Na serwerze: Nazwa od A');
      expect(await field.textContent()).toContain('Twoja wersja: Nazwa od B');
      // Nothing is sent while the question is open.
      expect(stored(id).metaTitle).toBeNull();
      await expectNoAxeViolations(b, 'conflict dialog');
      await dialog.getByRole('button', { name: 'Zapisz moje zmiany' }).click();
      await gone(dialog);
      await expect.poll(() => stored(id).name).toBe('Nazwa od B');
      expect(stored(id).metaTitle).toBe('Tytuł od B');
    });

    it('two tabs of one editor: the second tab’s save of the same field asks as well', async () => {
      const id = newCategory();
      const first = await panel.open({ as: 'admin', path: `/categories/edit/${id}` });
      const second = await panel.open({ path: `/categories/edit/${id}` }, first.context);
      await visible(textbox(first.page, 'Nazwa'));
      await visible(textbox(second.page, 'Nazwa'));
      await textbox(first.page, 'Nazwa').fill('Nazwa z karty 1');
      await save(first.page);
      await expect.poll(() => stored(id).name).toBe('Nazwa z karty 1');
      await textbox(second.page, 'Nazwa').fill('Nazwa z karty 2');
      await save(second.page);
      const dialog = await visible(second.page.getByRole('alertdialog', { name: TITLE }));
      await expect
        .poll(() => dialog.locator('[data-conflict-field="name"]').textContent())
        .toContain('Na serwerze: Nazwa z karty 1');
      expect(stored(id).name).toBe('Nazwa z karty 1');
      await dialog.getByRole('button', { name: 'Zapisz moje zmiany' }).click();
      await gone(dialog);
      await expect.poll(() => stored(id).name).toBe('Nazwa z karty 2');
    });

    shown('"Weź wersję z serwera" keeps the server’s value there and my other changes', async () => {
      const id = newCategory();
      const [a, b] = await twoEditors(id);
      await textbox(a, 'Nazwa').fill('Nazwa od A');
      await save(a);
      await expect.poll(() => stored(id).name).toBe('Nazwa od A');
      await textbox(b, 'Nazwa').fill('Nazwa od B');
      await textbox(b, 'Meta tytuł').fill('Tytuł od B');
      await save(b);
      const dialog = await visible(b.getByRole('alertdialog', { name: TITLE }));
      await dialog.getByRole('button', { name: 'Weź wersję z serwera' }).click();
      await gone(dialog);
      await expect.poll(() => stored(id).metaTitle).toBe('Tytuł od B');
      expect(stored(id).name).toBe('Nazwa od A');
    });

    shown(
      'several fields overlap: a version chosen for each, "Zapisz wybrane" saves exactly those',
      async () => {
        const id = newCategory();
        const [a, b] = await twoEditors(id);
        await textbox(a, 'Nazwa').fill('Nazwa od A');
        await textbox(a, 'Meta tytuł').fill('Tytuł od A');
        await save(a);
        await expect.poll(() => stored(id).metaTitle).toBe('Tytuł od A');
        await textbox(b, 'Nazwa').fill('Nazwa od B');
        await textbox(b, 'Meta tytuł').fill('Tytuł od B');
        await save(b);
        const dialog = await visible(b.getByRole('alertdialog', { name: TITLE }));
        const nameChoice = dialog.getByRole('radiogroup', { name: 'Zachowaj: Nazwa' });
        await visible(nameChoice);
        expect(await nameChoice.getByRole('radio', { name: 'Twoja wersja' }).isChecked()).toBe(true);
        await nameChoice.getByText('Na serwerze', { exact: true }).click();
        expect(await nameChoice.getByRole('radio', { name: 'Na serwerze' }).isChecked()).toBe(true);
        await expectNoAxeViolations(b, 'conflict dialog with choices');
        await dialog.getByRole('button', { name: 'Zapisz wybrane' }).click();
        await gone(dialog);
        await expect.poll(() => stored(id).metaTitle).toBe('Tytuł od B');
        expect(stored(id).name).toBe('Nazwa od A');
      },
    );

    shown('a long text is shown as the words that differ, not as two whole texts', async () => {
      const id = newCategory();
      const [a, b] = await twoEditors(id);
      const text = (word: string) =>
        `Opis kategorii, który ma wiele słów, aby był długi: pierwsze zdanie, drugie zdanie, ${word} słowo, i jeszcze dalsze zdania aż do samego końca opisu.`;
      await textbox(a, 'Meta opis').fill(text('serwerowe'));
      await save(a);
      await expect.poll(() => stored(id).metaDescription).toBe(text('serwerowe'));
      await textbox(b, 'Meta opis').fill(text('moje'));
      await save(b);
      const dialog = await visible(b.getByRole('alertdialog', { name: TITLE }));
      const difference = dialog.locator('[data-conflict-field="metaDescription"] [data-conflict-difference]');
      await visible(difference);
      expect(await difference.locator('del').allTextContents()).toEqual(['Tylko na serwerze: serwerowe']);
      expect(await difference.locator('ins').allTextContents()).toEqual(['Tylko w Twojej wersji: moje']);
      expect(await dialog.textContent()).not.toContain(text('moje'));
      await expectNoAxeViolations(b, 'conflict dialog with a difference');
    });

    shown('cancel keeps editing: nothing is sent, the typed value stays', async () => {
      const id = newCategory();
      const [a, b] = await twoEditors(id);
      await textbox(a, 'Nazwa').fill('Nazwa od A');
      await save(a);
      await expect.poll(() => stored(id).name).toBe('Nazwa od A');
      await textbox(b, 'Nazwa').fill('Nazwa od B');
      await save(b);
      const dialog = await visible(b.getByRole('alertdialog', { name: TITLE }));
      await dialog.getByRole('button', { name: 'Anuluj i edytuj dalej' }).click();
      await gone(dialog);
      expect(await textbox(b, 'Nazwa').inputValue()).toBe('Nazwa od B');
      expect(stored(id).name).toBe('Nazwa od A');
    });

    it('after "Anuluj i edytuj dalej" the next save asks again about the overlap, never overwriting it unseen', async () => {
      const id = newCategory();
      const [a, b] = await twoEditors(id);
      await textbox(a, 'Nazwa').fill('Nazwa od A');
      await save(a);
      await expect.poll(() => stored(id).name).toBe('Nazwa od A');
      await textbox(b, 'Nazwa').fill('Nazwa od B');
      await save(b);
      const first = await visible(b.getByRole('alertdialog', { name: TITLE }));
      await first.getByRole('button', { name: 'Anuluj i edytuj dalej' }).click();
      await gone(first);
      // Editing another field, then saving with Ctrl+S: the name still overlaps, so the question comes back.
      await textbox(b, 'Meta tytuł').fill('Tytuł od B');
      await b.keyboard.press('Control+s');
      const again = await visible(b.getByRole('alertdialog', { name: TITLE }));
      await expect
        .poll(() => again.locator('[data-conflict-field="name"]').textContent())
        .toContain('Na serwerze: Nazwa od A');
      expect(stored(id).name).toBe('Nazwa od A');
      expect(stored(id).metaTitle).toBeNull();
      await again.getByRole('button', { name: 'Weź wersję z serwera' }).click();
      await gone(again);
      await expect.poll(() => stored(id).metaTitle).toBe('Tytuł od B');
      expect(stored(id).name).toBe('Nazwa od A');
    });

    it("a row changed since the list loaded: 'Usuń' asks again with its new name, and only the second answer deletes", async () => {
      const id = newCategory();
      const name = String(stored(id).name);
      const { page } = await panel.open({
        as: 'admin',
        path: `/categories?searchQuery=${encodeURIComponent(name)}`,
      });
      const remove = page.getByRole('button', { name: `Usuń kategorię ${id}`, exact: true });
      await visible(remove);
      panel.sandbox.context.store('categories').update(id, { name: `${name} po zmianie` });
      await remove.click();
      const question = page.getByRole('alertdialog', { name: 'Usuwanie kategorii' });
      await (await visible(question)).getByRole('button', { name: 'Usuń', exact: true }).click();
      const again = await visible(
        question.filter({ hasText: 'Od wczytania listy ktoś inny zmienił ten rekord.' }),
      );
      expect(await again.locator('dd').allTextContents()).toEqual([`${name} po zmianie`]);
      expect(await again.locator('dt').allTextContents()).toEqual(['Nazwa']);
      expect(stored(id).deleted).toBeNull();
      await expectNoAxeViolations(page, 'delete asked again');
      await again.getByRole('button', { name: 'Usuń', exact: true }).click();
      await expect.poll(() => stored(id).deleted).not.toBeNull();
    });

    it('a toggle beside an edit: goes through when another field changed, refused with a notice when its own did', async () => {
      const subscribers = panel.sandbox.context.store('subscribers');
      const email = `przelacznik-${etags ? 'e' : 'n'}@example.com`;
      const id = subscribers.insert({ email, activeP: false, addByAdmin: true, date: new Date() });
      const { page } = await panel.open({ as: 'admin', path: '/subscribers' });
      const toggle = page.getByRole('switch', { name: `Potwierdzony: ${email}`, exact: true });
      await visible(toggle);
      const activeP = () => (subscribers.decode(subscribers.get(id)) as { activeP: boolean }).activeP;

      // Another field of the record changed since the list loaded: not a conflict.
      subscribers.update(id, { addByAdmin: false });
      await clickSwitch(toggle);
      await expect.poll(activeP).toBe(true);
      // Settled: the list has reloaded (a pending switch shows the new value, disabled).
      await expect.poll(() => toggle.isEnabled()).toBe(true);
      expect(await toggle.isChecked()).toBe(true);

      // The same field flipped back by someone else: nothing is sent, the list shows the value now.
      subscribers.update(id, { activeP: false });
      await clickSwitch(toggle);
      await visible(
        page.getByRole('alert').filter({ hasText: 'Ktoś inny zmienił tę wartość w międzyczasie.' }),
      );
      await expect.poll(() => toggle.isChecked()).toBe(false);
      expect(activeP()).toBe(false);
    });

    it('a save that carries a file (an advert, multipart) takes the same rule: both editors’ fields survive', async () => {
      const listed = await firstListed<{ id: number }>(panel, '/api/advs');
      if (!listed) throw new Error('the sandbox has no advert');
      const path = `/advs/edit/${listed.id}`;
      const a = (await panel.open({ as: 'admin', path })).page;
      const b = (await panel.open({ as: 'admin', path })).page;
      for (const page of [a, b]) await expect.poll(() => textbox(page, 'Tytuł').inputValue()).not.toBe('');
      const advert = async () => (await panel.apiGet(`/api/advs/${listed.id}`)) as Record<string, unknown>;
      await textbox(a, 'Słowa kluczowe').fill(`słowa ${etags ? 'E' : 'N'}`);
      await save(a);
      await expect.poll(async () => (await advert()).keywords).toBe(`słowa ${etags ? 'E' : 'N'}`);
      await textbox(b, 'Źródło').fill(`Źródło ${etags ? 'E' : 'N'}`);
      await save(b);
      await expect.poll(async () => (await advert()).source).toBe(`Źródło ${etags ? 'E' : 'N'}`);
      expect((await advert()).keywords).toBe(`słowa ${etags ? 'E' : 'N'}`);
    });

    it("the CLI adds an address while the panel has 'Blokowanie' open: the panel's save keeps it, with a notice", async () => {
      const { page } = await panel.open({ as: 'admin', path: '/bans' });
      const section = page.getByRole('region', { name: 'Zablokowane adresy IP' });
      const ips = section.getByRole('textbox', { name: 'Zablokowane adresy IP' });
      await visible(ips);
      const [first, ...rest] = (await ips.inputValue()).split('\n');
      expect(first).toBeTruthy();

      expect(await runCli(panel.api, ['bans', 'add', 'ips', '203.0.113.9'])).toEqual({ code: 0, stderr: '' });
      // The editor, on the list as loaded, drops the first address and adds another.
      await ips.fill([...rest, '198.51.100.4'].join('\n'));
      await section.getByRole('button', { name: 'Zapisz' }).click();
      await visible(section.getByRole('button', { name: 'Zapisano' }));

      const both = [...rest, '203.0.113.9', '198.51.100.4'].join('\n');
      expect(((await panel.apiGet('/api/black_lists')) as { list: string }).list).toBe(both);
      expect(await ips.inputValue()).toBe(both);
      await visible(section.getByRole('status').filter({ hasText: MERGED }));
      await expectNoAxeViolations(page, 'bans merged');
    });

    it('deleted meanwhile: said so, nothing written, the text kept in the form', async () => {
      const id = newCategory();
      const [, b] = await twoEditors(id);
      panel.sandbox.context.store('categories').softDelete(id, new Date());
      await textbox(b, 'Nazwa').fill('Po usunięciu');
      await save(b);
      await visible(b.getByRole('alertdialog', { name: 'Rekord został usunięty' }));
      expect(stored(id).name).not.toBe('Po usunięciu');
      expect(await textbox(b, 'Nazwa').inputValue()).toBe('Po usunięciu');
    });
  });
}
