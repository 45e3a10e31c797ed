const INVALID = '[aria-invalid="true"], [data-invalid]';
const FOCUSABLE =
  'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function isFocusable(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  if (element.closest('[aria-hidden="true"], [inert]')) return false;
  if (element.matches(':disabled') || element.tabIndex < 0) return false;
  return element.matches(FOCUSABLE);
}

/**
 * Focuses the first invalid field of `root` in document order: the invalid element itself when it
 * takes focus, else the first focusable element inside it (a date field's first segment, a select's
 * button). Returns the focused element, or null when nothing is invalid.
 */
export function focusFirstInvalid(root: ParentNode): HTMLElement | null {
  for (const invalid of root.querySelectorAll(INVALID)) {
    const target = isFocusable(invalid)
      ? invalid
      : Array.from(invalid.querySelectorAll(FOCUSABLE)).find(isFocusable);
    if (target) {
      target.focus();
      return target;
    }
  }
  return null;
}
