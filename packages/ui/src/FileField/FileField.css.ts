import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const fileName = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  wordBreak: 'break-all',
});
export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
/** The record's current picture: a thumbnail as wide as the lists' (120 px), never wider than the field. */
export const currentImage = style({ display: 'block', maxWidth: '120px', height: 'auto' });
