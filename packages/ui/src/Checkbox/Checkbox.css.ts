import { style } from '@vanilla-extract/css';
import { CHECK_SHAPE, drawnIcon } from '../icons/shapes';
import { vars } from '../theme/theme.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  flexShrink: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  color: vars.color.onPrimary,
  selectors: {
    [`${button}[data-selected] &`]: { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-focus-visible] &, ${button}:has(input:focus-visible) &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const check = style({
  visibility: 'hidden',
  selectors: { [`${button}[data-selected] &`]: { visibility: 'visible' } },
});

/** The box's check drawn by CSS (UI-45), for the checkbox a table renders in every row. */
export const drawnCheck = style({
  selectors: { [`${button}[data-selected] &::after`]: drawnIcon(CHECK_SHAPE, '14px') },
});
