/**
 * Live edit forms (WEB-147) with two users, each in a browser profile of their own: who else has the
 * record open ('Ten rekord edytuje też: …'), appearing and going as the second user opens and leaves it;
 * a change saved elsewhere told at once with its fields, taken in on request by the conflict question's
 * merge while what the user typed stays. The notes are the save bar's, in view however far down the
 * form the user is, and nowhere else.
 */
import { DEMO_RECORDS } from '@redakcja/api-sandbox';
import { saveBarMessages } from '@redakcja/api-sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { textbox } from './formFields';
import { expectNoAxeViolations, gone, type Panel, testPanel, visible } from './harness';
import { following } from './live';

const ALSO_EDITING = /^Ten rekord edytuje też: /;
const CHANGED = /^Ktoś inny zapisał zmiany tego rekordu: /;

/** A status in the form's save bar. */
const statusSaying = (page: Page, text: RegExp | string) =>
  page.getByRole('region', { name: saveBarMessages.region }).getByRole('status').filter({ hasText: text });

describe('live edit forms', () => {
  const panel: Panel = testPanel();

  it('shows who else has the article open, as the second user opens and leaves it (not the user’s own tabs)', async () => {
    const id = DEMO_RECORDS.articles.newest;
    const path = `/articles/edit/${id}`;
    const a = await panel.open({ as: 'admin', path });
    await visible(textbox(a.page, 'Tytuł'));
    await following(panel, `/api/articles/${id}`);
    // The user's own second tab is not someone else.
    const own = await panel.open({ path }, a.context);
    await visible(textbox(own.page, 'Tytuł'));
    await expect
      .poll(
        () =>
          panel.sandbox.context.hub
            ?.subscribers()
            .filter((s) => s.topics.includes(`${panel.api}/api/articles/${id}`)).length,
      )
      .toBe(2);
    expect(await statusSaying(a.page, ALSO_EDITING).count()).toBe(0);

    const b = await panel.open({ as: 'redaktor', path });
    await visible(textbox(b.page, 'Tytuł'));
    // Exactly the other user: the own second tab, connected before, is left out.
    await visible(statusSaying(a.page, /^Ten rekord edytuje też: redaktor$/));
    await visible(statusSaying(b.page, /^Ten rekord edytuje też: admin$/));
    // Told once, in the bar only.
    expect(await a.page.getByText(ALSO_EDITING).count()).toBe(1);
    await expectNoAxeViolations(a.page, 'presence in an edit form');

    // The second user leaves for the list: gone from the first user's form.
    await b.page.getByRole('link', { name: 'Powrót' }).click();
    await gone(statusSaying(a.page, ALSO_EDITING));
  });

  it('tells at once of a change saved elsewhere, with its fields; taking it in keeps what the user typed', async () => {
    const store = panel.sandbox.context.store('categories');
    const id = store.insert({
      name: 'Na żywo w formularzu',
      slug: 'na-zywo-w-formularzu',
      isPublish: false,
      ordering: 0,
      showInMainMenuOrdering: false,
      parentId: '0',
    });
    const stored = () => store.decode(store.get(id)) as Record<string, unknown>;
    const path = `/categories/edit/${id}`;
    const a = await panel.open({ as: 'admin', path });
    const b = await panel.open({ as: 'admin', path });
    await visible(textbox(a.page, 'Nazwa'));
    await visible(textbox(b.page, 'Nazwa'));
    await following(panel, `/api/categories/${id}`);

    await textbox(a.page, 'Meta opis').fill('Opis od A');
    await textbox(b.page, 'Nazwa').fill('Nazwa od B');
    await textbox(b.page, 'Meta tytuł').fill('Tytuł od B');
    await b.page.getByRole('button', { name: 'Zapisz' }).click();
    await expect.poll(() => stored().name).toBe('Nazwa od B');

    const notice = await visible(statusSaying(a.page, CHANGED));
    expect(await notice.textContent()).toContain('Nazwa, Meta tytuł');
    expect(await a.page.getByText(CHANGED).count()).toBe(1);
    const bar = a.page.getByRole('region', { name: saveBarMessages.region });
    await visible(bar.getByRole('button', { name: 'Uwzględnij zmiany' }));
    // Nothing in the form was replaced unasked.
    expect(await textbox(a.page, 'Nazwa').inputValue()).toBe('Na żywo w formularzu');
    expect(await textbox(a.page, 'Meta opis').inputValue()).toBe('Opis od A');
    await expectNoAxeViolations(a.page, 'a change saved elsewhere');

    await a.page.getByRole('button', { name: 'Uwzględnij zmiany' }).click();
    await expect.poll(() => textbox(a.page, 'Nazwa').inputValue()).toBe('Nazwa od B');
    expect(await textbox(a.page, 'Meta tytuł').inputValue()).toBe('Tytuł od B');
    expect(await textbox(a.page, 'Meta opis').inputValue()).toBe('Opis od A');
    await gone(statusSaying(a.page, CHANGED));
    await visible(statusSaying(a.page, 'Zmiany z serwera są w formularzu'));

    // The save that follows is over the record as it is now: no question, every change kept.
    await a.page.getByRole('button', { name: 'Zapisz' }).click();
    await expect.poll(() => stored().metaDescription).toBe('Opis od A');
    expect(stored().name).toBe('Nazwa od B');
    expect(stored().metaTitle).toBe('Tytuł od B');
    expect(await a.page.getByRole('alertdialog').count()).toBe(0);
  });
});
