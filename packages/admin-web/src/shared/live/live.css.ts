import { vars } from '@redakcja/ui';
import { style } from '@vanilla-extract/css';

/** The new rows' line above a list: a quiet line, its button inline. */
export const banner = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: '1lh',
});

/** A form's notes of who else is there and of changes on the server. */
export const note = style({ margin: 0, color: vars.color.text });
