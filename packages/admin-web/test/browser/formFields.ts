/**
 * The form fields of the panel's browser tests: a text field by its label, a field's container and what it
 * shows, and the bad-input round every form owes the user (01 §5): the Polish message under the field, the
 * typed text kept.
 */
import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { describedText, expectPathAfter, holdRequests, pathOf, stopClock, visible } from './harness';

/** A text field by its exact label ('Nazwa', not 'Nazwa firmy'). */
export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A field's whole container (label, description, message): `[data-field="title"]`. */
export const fieldBox = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

/** What a field's container shows (label, hint, message). */
export const fieldText = async (page: Page, name: string) =>
  ((await fieldBox(page, name).textContent()) ?? '').trim();

/**
 * Flips a switch as a user does: a click on its visible control, after Playwright's checks that it is
 * visible, stable and the one under the pointer: the label around a form's visually hidden input (a
 * forced click on that 1 px box could land on whatever is there), or a list row's input itself, drawn as
 * the switch (UI-50).
 */
export async function clickSwitch(toggle: Locator): Promise<void> {
  const label = toggle.locator('xpath=ancestor::label[1]');
  await ((await label.count()) > 0 ? label : toggle).click();
}

/**
 * One round of a form's bad input: what is typed into the field (null: the field left as it is, e.g.
 * empty for 'Pole Wymagane'), the message then shown under it, and any further check made right after.
 */
export type MessageStep = readonly [typed: string | null, message: string, andThen?: () => Promise<unknown>];

/**
 * Types each step's text into `field`, presses `submit`, waits for the step's message under the field
 * (its aria-describedby texts unless `read` says where else to look) and checks the typed text is still
 * there, step after step.
 */
export async function expectMessagesKeepingText(
  submit: Locator,
  field: Locator,
  steps: readonly MessageStep[],
  read: () => Promise<string> = () => describedText(field),
): Promise<void> {
  for (const [typed, message, andThen] of steps) {
    if (typed !== null) await field.fill(typed);
    await submit.click();
    await expect.poll(read).toContain(message);
    if (typed !== null) expect(await field.inputValue()).toBe(typed);
    await andThen?.();
  }
}

export interface DoubleSubmit {
  /** The form's submit button ('Dodaj'). */
  submit: Locator;
  /** A field of the form, where Enter submits a second time. */
  field: Locator;
  /** The record's collection ('/api/people') and the list the form returns to ('/people'). */
  api: string;
  list: string;
}

/**
 * A new record submitted twice at once (a double click on the button, then Enter in a field) while its
 * call is held, then what the user sees (01 §5): 'Dodano', the form still there at 1999 ms, the list at
 * 2 s. Returns the POST calls made to the collection and to '/api/media' (the picture), in order.
 */
export async function submitTwiceAndReturn(page: Page, form: DoubleSubmit): Promise<string[]> {
  const calls: string[] = [];
  const onRequest = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (path === form.api || path === '/api/media')) calls.push(path);
  };
  page.on('request', onRequest);
  const held = await holdRequests(page, `**${form.api}`);
  const clock = await stopClock(page);
  try {
    await form.submit.dblclick();
    await form.field.press('Enter');
    await held.sent;
  } finally {
    await held.release();
  }
  await visible(page.getByRole('button', { name: 'Dodano' }));
  await expectPathAfter(page, clock, { afterMs: 2000, from: `${form.list}/new`, to: form.list });
  page.off('request', onRequest);
  return calls;
}

export interface RefusedSave {
  /** The record's address in the API ('/api/players/7'), whose PUT is refused with a 400 at first. */
  record: string;
  /** What the user changes before pressing 'Zapisz'. */
  change: () => Promise<unknown>;
  /** The list the edit returns to once saved ('/players'). */
  list: string;
}

/**
 * An edit whose save is refused: 'Błąd', kept (no 4 s reset on these edits, 03 §4; a 400 is not
 * retried, so the stopped clock holds no retry); pressed again once the API accepts: 'Zapisano', the
 * list 2 s later.
 */
export async function expectRefusedSaveKeptThenSaved(page: Page, save: RefusedSave): Promise<void> {
  const route = `**${save.record}`;
  await page.route(route, (call) =>
    call.request().method() === 'PUT'
      ? call.fulfill({ status: 400, json: { 'hydra:description': 'x' } })
      : call.continue(),
  );
  await save.change();
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await visible(page.getByRole('button', { name: 'Błąd' }));
  // The clock stops once 'Błąd' shows: a 4 s reset would already be waiting and would fire below.
  const clock = await stopClock(page);
  await clock.runFor(10_000);
  expect(await page.getByRole('button', { name: 'Błąd' }).count()).toBe(1);
  await page.unroute(route);
  await page.getByRole('button', { name: 'Błąd' }).click();
  await visible(page.getByRole('button', { name: 'Zapisano' }));
  await clock.runFor(1999);
  expect(await page.getByRole('button', { name: 'Zapisano' }).count()).toBe(1);
  await clock.runFor(1);
  await expect.poll(() => pathOf(page)).toBe(save.list);
  await clock.resume();
}
