/**
 * Ctrl+S (⌘S) presses the save button of the open form, as a click would: the button's own cycle
 * decides (while it sends, a press does nothing; shared/form/useSave.ts drops a second save anyway).
 * The form is the one holding the focus; else the first one of the open dialog, or of the screen.
 */
import { SAVE_BUTTON_ATTRIBUTE } from '@redakcja/ui';

const SAVE_BUTTON = `button[${SAVE_BUTTON_ATTRIBUTE}]`;

/** The topmost modal dialog, or the screen. */
function scope(): Element | null {
  const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
  return dialogs.item(dialogs.length - 1) ?? document.querySelector('main');
}

/** Presses the save button; false when no form is open. */
export function pressSaveButton(): boolean {
  const within = scope();
  if (!within) return false;
  const focused = document.activeElement?.closest('form');
  const own = focused && within.contains(focused) ? focused.querySelector<HTMLElement>(SAVE_BUTTON) : null;
  const button = own ?? within.querySelector<HTMLElement>(SAVE_BUTTON);
  if (!button) return false;
  button.click();
  return true;
}
