import { vars } from '@redakcja/ui';
import { style } from '@vanilla-extract/css';

// A scheduled article stands out from the published ones in the list and beside 'Zapisz'.
export const scheduledBadge = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});
