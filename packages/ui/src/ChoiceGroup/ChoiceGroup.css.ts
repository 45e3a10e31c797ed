import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const dot = style({
  width: '18px',
  height: '18px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: '6px' },
    [`${radio}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
