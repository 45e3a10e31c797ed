/** The panel's alert dialogs (confirmations, errors) as the browser tests meet them. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAxeViolations, visible } from './harness';

export interface AlertDialog {
  /** Its title ('Usuwanie branży'), what it says (the question) and its name in axe's report. */
  name: string;
  says: string;
  axe: string;
}

/**
 * Waits for the alert dialog, checks what it says and that axe finds nothing on the page with it open;
 * returns the dialog, for its buttons.
 */
export async function expectAlertDialog(page: Page, expected: AlertDialog): Promise<Locator> {
  const dialog = page.getByRole('alertdialog', { name: expected.name });
  await visible(dialog);
  expect(await dialog.textContent()).toContain(expected.says);
  await expectNoAxeViolations(page, expected.axe);
  return dialog;
}
