import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const clear = style({
  selectors: { '[data-empty] &': { visibility: 'hidden' } },
});

export const icon = style({ color: vars.color.textMuted, flexShrink: 0 });
