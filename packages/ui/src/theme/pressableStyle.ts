/**
 * react-aria's usePress inserts a `<style>` with its `touch-action` rule for pressable elements unless an
 * element with this id is in the document. The rule is in global.css.ts; a page under a CSP that allows
 * no inline style (the panel's) says so with the marker: in its HTML (`PRESSABLE_STYLE_MARKER`, what the
 * panel's build writes into index.html's head) or by `markPressableStyle(document)` before the first render
 * (the stories). No CSS here: the panel's build reads this module in Node.
 */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

/** The marker as HTML, for a page's head. */
export const PRESSABLE_STYLE_MARKER = `<meta id="${PRESSABLE_STYLE_ID}" name="${PRESSABLE_STYLE_ID}" content="global.css">`;

/** Puts the marker into the document's head (once). */
export function markPressableStyle(doc: Document): void {
  if (doc.getElementById(PRESSABLE_STYLE_ID)) return;
  const marker = doc.createElement('meta');
  marker.id = PRESSABLE_STYLE_ID;
  marker.name = PRESSABLE_STYLE_ID;
  marker.content = 'global.css';
  doc.head.append(marker);
}
