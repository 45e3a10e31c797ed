import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const errorText = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  margin: `${vars.space.sm} 0`,
});
