import { vars } from '@redakcja/ui';
import { style } from '@vanilla-extract/css';

export const home = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxl,
  paddingTop: vars.space.xxl,
  color: vars.color.primary,
});

export const greeting = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  color: vars.color.text,
  textAlign: 'center',
});
