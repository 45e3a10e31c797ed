import { style } from '@vanilla-extract/css';
import { CHECK_SHAPE, DASH_SHAPE, iconImage } from '../icons/shapes';
import { vars } from '../theme/theme.css';
import { lightColors } from '../theme/tokens';

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
    [`${button}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const check = style({
  visibility: 'hidden',
  selectors: { [`${button}[data-selected] &`]: { visibility: 'visible' } },
});

/**
 * A table row's (and the select-all) checkbox as one element (UI-50): the native input itself drawn as
 * the box, its check and its mixed state a background image, where a label, a visually hidden input and
 * a drawn box made three elements to create and lay out in each of 30 rows. In forced-colours mode the
 * browser draws the native checkbox (a background image would be dropped).
 */
export const drawnBox = style({
  appearance: 'none',
  margin: 0,
  width: '20px',
  height: '20px',
  flexShrink: 0,
  verticalAlign: 'middle',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background,
  backgroundPosition: 'center',
  backgroundSize: '14px 14px',
  backgroundRepeat: 'no-repeat',
  cursor: 'pointer',
  selectors: {
    '&:checked, &:indeterminate': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&:checked': { backgroundImage: iconImage(CHECK_SHAPE, lightColors.onPrimary) },
    '&:indeterminate': { backgroundImage: iconImage(DASH_SHAPE, lightColors.onPrimary) },
    '&:disabled': { cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { '(forced-colors: active)': { appearance: 'auto', border: 'none' } },
});
