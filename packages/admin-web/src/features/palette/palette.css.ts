import { vars } from '@redakcja/ui';
import { style } from '@vanilla-extract/css';

/** The shell's row of the palette's and the sheet's buttons, its height kept before they load. */
export const bar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minHeight: '2.25rem',
  marginBottom: `calc(-1 * ${vars.space.sm})`,
});

export const key = style({
  marginLeft: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.sm,
  fontFamily: vars.fontFamily.mono,
  fontSize: vars.fontSize.sm,
});
