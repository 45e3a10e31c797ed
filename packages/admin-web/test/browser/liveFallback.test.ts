/**
 * Without a hub the panel is as it was (WEB-145, WEB-148): with `--no-hub` it loads no live code and
 * asks no hub; when the hub goes away mid-session, lists and forms work on, saves included, and the
 * live parts say at most, quietly, that live updates are off, until the hub is back.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textbox } from './formFields';
import { expectNoAxeViolations, gone, type Panel, tableRows, testPanel, visible } from './harness';
import { api, following } from './live';

const OFF = 'Aktualizacje na żywo są wyłączone.';

/** The requests of the page for the hub or for the live code. */
function liveRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/.well-known/mercure') || /\/assets\/live[^/]*\.js$/i.test(url.pathname))
      seen.push(url.pathname);
  });
  return seen;
}

const newCategory = (panel: Panel, name: string) =>
  panel.sandbox.context.store('categories').insert({
    name,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    isPublish: false,
    ordering: 0,
    showInMainMenuOrdering: false,
    parentId: '0',
  });

describe('with --no-hub', () => {
  const panel = testPanel({ hub: false });

  it('loads no live code, asks no hub and shows no live notes; lists and saves work as before', async () => {
    const id = newCategory(panel, 'Bez huba');
    const tab = await panel.open({ as: 'admin' });
    const seen = liveRequests(tab.page);
    await panel.visit(tab.page, '/comments');
    await visible((await tableRows(tab.page, 'Lista komentarzy')).first());
    await api(panel, 'POST', '/api/comments', { comment: 'Bez huba', nick: 'czytelnik' });
    // The list learns of it as before: on reload.
    await panel.visit(tab.page, '/comments');
    await visible(tab.page.getByRole('row').filter({ hasText: 'Bez huba' }));

    await panel.visit(tab.page, `/categories/edit/${id}`);
    await textbox(tab.page, 'Nazwa').fill('Bez huba, zapisana');
    await tab.page.getByRole('button', { name: 'Zapisz' }).click();
    await visible(tab.page.getByRole('button', { name: 'Zapisano' }));
    expect(await tab.page.getByText(/Nowe wpisy|Ten rekord edytuje też|Ktoś inny zapisał/).count()).toBe(0);
    expect(await tab.page.getByText(OFF).count()).toBe(0);
    expect(seen).toEqual([]);
  });
});

describe('when the hub goes away mid-session', () => {
  const panel = testPanel();

  it('the form saves on, says quietly that live updates are off, and nothing else changes', async () => {
    const id = newCategory(panel, 'Hub znika');
    const tab = await panel.open({ as: 'admin' });
    const seen = liveRequests(tab.page);
    await panel.visit(tab.page, `/categories/edit/${id}`);
    await visible(textbox(tab.page, 'Nazwa'));
    await following(panel, `/api/categories/${id}`);
    // What the --no-hub test sees none of: the live code in the page, and the form's subscription at the
    // hub (`following`, read at the hub: the page's own request events missed the stream once in three).
    expect(seen.some((path) => path.startsWith('/assets/') || path.includes('/assets/'))).toBe(true);

    const alerts = await tab.page.getByRole('alert').allTextContents();
    panel.sandbox.setHubAvailable(false);
    await visible(tab.page.getByText(OFF));
    // No alert more than before (the form's own regions are there, empty), no dialog.
    expect(await tab.page.getByRole('alert').allTextContents()).toEqual(alerts);
    expect(await tab.page.getByRole('alertdialog').count()).toBe(0);
    await expectNoAxeViolations(tab.page, 'live updates off');

    await textbox(tab.page, 'Nazwa').fill('Hub znika, zapisana');
    await tab.page.getByRole('button', { name: 'Zapisz' }).click();
    await visible(tab.page.getByRole('button', { name: 'Zapisano' }));
    const store = panel.sandbox.context.store('categories');
    expect((store.decode(store.get(id)) as { name: string }).name).toBe('Hub znika, zapisana');

    // Back: the streams reconnect (the SDK's backoff is capped at 30 s) and the note goes.
    panel.sandbox.setHubAvailable(true);
    await gone(tab.page.getByText(OFF), 35_000);
  });
});
