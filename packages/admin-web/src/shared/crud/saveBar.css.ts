import { vars } from '@redakcja/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// 'Zapisz' stays at the window's foot while a long form scrolls under it.
export const saveBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  padding: `${vars.space.sm} 0`,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

// A field that gets the focus scrolls into view above the bar, never under it.
globalStyle(`:root:has(${saveBar})`, { scrollPaddingBottom: '6rem' });
