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
