import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
});
export const on = style({ color: vars.color.success });
export const off = style({ color: vars.color.danger });
