import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const dateInput = style({ display: 'flex', flex: 1, padding: `${vars.space.sm} 0`, minWidth: 0 });

export const standaloneInput = style({
  display: 'flex',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  selectors: {
    '&[data-focus-within]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '[data-invalid] > &': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const segment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { padding: 0 },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const calendar = style({ padding: vars.space.sm });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const calendarHeading = style({ margin: 0, fontSize: vars.fontSize.md, textTransform: 'capitalize' });

export const calendarCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.2em',
  height: '2.2em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.secondary },
    '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'default',
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

/** A wrapper that only listens: no box of its own, the field lays out as if it were not there. */
export const blurCapture = style({ display: 'contents' });
