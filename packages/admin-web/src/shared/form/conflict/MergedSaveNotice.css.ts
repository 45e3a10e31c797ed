import { vars } from '@redakcja/ui';
import { style } from '@vanilla-extract/css';

// Fixed to the top of the window: seen whatever the scroll of a long form, and over the screen the save
// goes on to.
export const toast = style({
  position: 'fixed',
  top: vars.space.md,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 90,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: 'min(40rem, calc(100vw - 2rem))',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});
