import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `12vh ${vars.space.lg} ${vars.space.lg}`,
  backgroundColor: vars.color.overlay,
});

export const modal = style({
  width: '100%',
  maxWidth: '640px',
  maxHeight: '76vh',
  // The dialog scrolls, search box and all: a scrolling list box would be a region keyboard users cannot
  // scroll (its options take virtual focus, never the real one).
  overflowY: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 0,
  padding: vars.space.lg,
  outline: 'none',
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const results = style({
  margin: 0,
  padding: 0,
  outline: 'none',
});

export const sectionHeader = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const itemLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const itemKind = style({
  flexShrink: 0,
  fontSize: vars.fontSize.sm,
  selectors: { [`${item}:not([data-focused]):not([data-hovered]) &`]: { color: vars.color.textMuted } },
});

export const message = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const errorMessage = style([message, { color: vars.color.danger }]);

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: `0 0 ${vars.space.xl}`,
});

export const keys = style({ margin: 0, whiteSpace: 'nowrap' });

export const key = style({
  display: 'inline-block',
  minWidth: '1.6em',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  fontFamily: vars.fontFamily.mono,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const keyDescription = style({ margin: 0 });

export const sheetActions = style({ display: 'flex', justifyContent: 'flex-end' });
