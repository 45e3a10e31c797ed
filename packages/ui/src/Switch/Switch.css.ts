import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const track = style({
  position: 'relative',
  width: '40px',
  height: '22px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  transition: 'background-color 120ms ease',
  selectors: {
    [`${button}[data-selected] &`]: { backgroundColor: vars.color.primary },
    [`${button}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    // LightSwitch: no focus-ring hook, the input's own :focus-visible.
    [`${button}:has(input:focus-visible) &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const handle = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background,
  transition: 'transform 120ms ease',
  selectors: { [`${button}[data-selected] &`]: { transform: 'translateX(18px)' } },
});

/**
 * A list row's switch as one element (UI-50): the native input itself drawn as the track, its handle a
 * radial gradient moved by `background-position`, where a label, a visually hidden input, the track and
 * the handle made four elements in each row. In forced-colours mode the browser draws the native checkbox
 * (gradients and colours would be dropped); its role stays 'switch'.
 */
export const drawnSwitch = style({
  appearance: 'none',
  margin: 0,
  width: '40px',
  height: '22px',
  flexShrink: 0,
  verticalAlign: 'middle',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  backgroundImage: `radial-gradient(circle, ${vars.color.background} 7.5px, transparent 8px)`,
  backgroundSize: '22px 22px',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: '0% 50%',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, background-position 120ms ease',
  selectors: {
    '&:checked': { backgroundColor: vars.color.primary, backgroundPosition: '100% 50%' },
    '&:disabled': { cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { '(forced-colors: active)': { appearance: 'auto', width: 'auto', height: 'auto' } },
});
