import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const nav = style({ margin: `${vars.space.md} 0` });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const page = style({
  minWidth: '36px',
  selectors: {
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold },
  },
});
