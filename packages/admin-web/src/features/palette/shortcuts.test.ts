// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shortcutOf } from './shortcuts';

function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, ...init });
  let action: ReturnType<typeof shortcutOf> = null;
  target.addEventListener('keydown', (seen) => {
    action = shortcutOf(seen as KeyboardEvent);
  });
  target.dispatchEvent(event);
  return action;
}

describe('the shortcut of a key press', () => {
  it('outside a field: Ctrl+K and ⌘K, Ctrl+S and ⌘S, ? and /', () => {
    expect(press('k', { ctrlKey: true })).toBe('palette');
    expect(press('k', { metaKey: true })).toBe('palette');
    expect(press('S', { ctrlKey: true })).toBe('save');
    expect(press('s', { metaKey: true })).toBe('save');
    expect(press('?', { shiftKey: true })).toBe('sheet');
    expect(press('/')).toBe('search');
    // Not the browser's 'save as', its other Ctrl keys, or a letter.
    expect(press('s', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(press('k', { ctrlKey: true, altKey: true })).toBeNull();
    expect(press('/', { ctrlKey: true })).toBeNull();
    expect(press('k')).toBeNull();
  });

  it('while typing in a field: only Ctrl+S', () => {
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    document.body.append(input, area, editor, checkbox);
    for (const field of [input, area, editor]) {
      expect(press('s', { ctrlKey: true }, field)).toBe('save');
      expect(press('k', { ctrlKey: true }, field)).toBeNull();
      expect(press('?', {}, field)).toBeNull();
      expect(press('/', {}, field)).toBeNull();
    }
    // A checkbox takes no text.
    expect(press('?', {}, checkbox)).toBe('sheet');
  });
});
