import { vars } from '@redakcja/ui';
import { style } from '@vanilla-extract/css';

/** The generated password: monospaced, large enough to read out, selectable as one word. */
export const password = style({
  display: 'block',
  marginBlock: vars.space.sm,
  fontFamily: vars.fontFamily.mono,
  fontSize: vars.fontSize.lg,
  userSelect: 'all',
  wordBreak: 'break-all',
});
