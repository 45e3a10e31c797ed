import { vars } from '@redakcja/ui';
import { createVar, globalStyle, style } from '@vanilla-extract/css';

/** The bar's height as laid out (set by `useSaveBarHeight`): it grows with its notes. */
export const saveBarHeight = createVar();

// 'Zapisz' stays at the window's foot while a long form scrolls under it.
export const saveBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  padding: `${vars.space.sm} 0`,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

// A field that gets the focus scrolls into view above the bar, never under it, however tall its notes
// make it (6rem until it is measured).
globalStyle(`:root:has(${saveBar})`, {
  scrollPaddingBottom: `calc(${saveBarHeight} + 1.5rem)`,
  vars: { [saveBarHeight]: '4.5rem' },
});
