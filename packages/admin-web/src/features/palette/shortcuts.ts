/**
 * The panel's keyboard shortcuts: which key does what, for the key handler (ShortcutsHost.tsx) and
 * the sheet '?' opens. None fires while the user types in a field, except Ctrl+S (and Escape, which the
 * dialogs handle themselves); none takes a key a screen reader or the browser needs there (screen
 * readers' own commands use Insert, Caps Lock or Ctrl+Option; the browser's Ctrl+K and Ctrl+S are
 * taken over on purpose inside the panel).
 */
import type { Shortcut } from '@redakcja/ui';

/** A Mac names its command key ⌘; elsewhere it is Ctrl. */
export const isMac = () =>
  typeof navigator !== 'undefined' && /mac(os|intosh)|iphone|ipad/i.test(navigator.userAgent);

/** The command key's name on this system, as the shell's button shows it. */
export const commandKey = () => (isMac() ? '⌘' : 'Ctrl');

const both = (key: string) => [
  ['Ctrl', key],
  ['⌘', key],
];

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: both('K'), description: 'Przejdź do ekranu lub rekordu' },
  { keys: both('S'), description: 'Zapisz otwarty formularz (także w trakcie pisania w polu)' },
  { keys: [['/']], description: 'Przejdź do pola wyszukiwania listy' },
  { keys: [['?']], description: 'Pokaż skróty klawiszowe' },
  { keys: [['Esc']], description: 'Zamknij okno (także w trakcie pisania w polu)' },
  { keys: [['↑'], ['↓']], description: 'Wybierz wynik w oknie Przejdź do…' },
  { keys: [['Enter']], description: 'Otwórz wybrany wynik' },
];

export type ShortcutAction = 'palette' | 'save' | 'search' | 'sheet';

/** An element where typing goes: the keys of a shortcut are then the user's text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[contenteditable=""], [contenteditable="true"], [role="textbox"], textarea, select'))
    return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(
      target.type,
    );
  }
  return false;
}

/** The shortcut a key press asks for, or null. */
export function shortcutOf(event: KeyboardEvent): ShortcutAction | null {
  if (event.isComposing || event.altKey) return null;
  const command = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (command && !event.shiftKey && key === 's') return 'save';
  if (isTypingTarget(event.target)) return null;
  if (command && !event.shiftKey && key === 'k') return 'palette';
  if (command) return null;
  if (event.key === '?') return 'sheet';
  if (event.key === '/' && !event.shiftKey) return 'search';
  return null;
}
