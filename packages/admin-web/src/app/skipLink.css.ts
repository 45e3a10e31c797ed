import { vars } from '@redakcja/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** 'Przejdź do treści': above the page until it has the focus, then over the menu's top left corner. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  // The ring's offset is white over the dark menu as well.
  boxShadow: `0 0 0 2px ${vars.color.background}`,
  selectors: { '&:not(:focus)': { transform: `translateY(calc(-100% - ${vars.space.lg}))` } },
});

// A heading or the main content that takes the focus after a navigation or from the skip link is not a
// control: no focus ring (WEB-125).
globalStyle('h1[tabindex="-1"]:focus, main[tabindex="-1"]:focus', { outline: 'none' });
