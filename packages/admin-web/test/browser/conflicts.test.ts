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
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textbox } from './formFields';
import { DEMO_PASSWORD, expectNoAxeViolations, gone, type Panel, testPanel, visible } from './harness';

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

describe.each([
  { mode: 'ETags', etags: true },
  { mode: 'no ETags', etags: false },
])('two editors of one category ($mode)', ({ etags }) => {
  const panel: Panel = testPanel({ etags });

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
    await visible(b.getByRole('status').filter({ hasText: MERGED }));
  });

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

  it('"Weź wersję z serwera" keeps the server’s value there and my other changes', async () => {
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

  it('cancel keeps editing: nothing is sent, the typed value stays', async () => {
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
