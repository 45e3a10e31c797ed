import { style } from '@vanilla-extract/css';
import { CHECK_SHAPE, CROSS_SHAPE, drawnIcon } from '../icons/shapes';
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
/**
 * The display-only state's check or cross, drawn by CSS on its `<span>` (UI-47): a list shows one in each
 * of its 30 rows, where an `<svg>` icon was two components and three elements a row.
 */
export const drawnOn = style({ '::before': drawnIcon(CHECK_SHAPE, '20px') });
export const drawnOff = style({ '::before': drawnIcon(CROSS_SHAPE, '20px') });
