import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const wrapper = style({ display: 'inline-flex', alignItems: 'center' });

/** Failure is red; success keeps the primary colour with its new label. */
export const error = style({
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
  selectors: {
    '&[data-hovered], &[data-pressed], &:not([data-rac]):is(:hover, :active)': {
      backgroundColor: vars.color.dangerHover,
    },
  },
});

export const success = style({
  backgroundColor: vars.color.success,
  color: vars.color.onSuccess,
  selectors: {
    '&[data-hovered], &[data-pressed], &:not([data-rac]):is(:hover, :active)': {
      backgroundColor: vars.color.success,
    },
  },
});

/** Pending: the press is ignored until the save ends. */
export const sending = style({ cursor: 'progress' });
