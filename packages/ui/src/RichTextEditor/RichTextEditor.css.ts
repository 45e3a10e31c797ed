import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.lg,
  minWidth: 0,
});

export const frame = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  backgroundColor: vars.color.surface,
  borderTopLeftRadius: vars.radius.md,
  borderTopRightRadius: vars.radius.md,
});

export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const separator = style({
  alignSelf: 'stretch',
  width: '1px',
  margin: `0 ${vars.space.xs}`,
  backgroundColor: vars.color.borderSubtle,
  border: 'none',
});

export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '32px',
  height: '32px',
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.secondaryHover },
    '&[data-pressed]': { backgroundColor: vars.color.secondary },
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primaryPressed,
    },
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const selectTrigger = style([
  toolButton,
  { border: `1px solid ${vars.color.borderSubtle}`, backgroundColor: vars.color.background, minWidth: '8em' },
]);

export const popoverForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  minWidth: '320px',
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const dialog = style({ outline: 'none' });

export const formRow = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const formButton = style([
  toolButton,
  { border: `1px solid ${vars.color.border}`, backgroundColor: vars.color.background },
]);

export const primaryButton = style([
  toolButton,
  {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&[data-hovered]': { backgroundColor: vars.color.primaryHover } },
  },
]);

export const pageCount = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const content = style({
  minHeight: '12em',
  padding: vars.space.md,
  outline: 'none',
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  wordWrap: 'break-word',
  selectors: {
    '&[aria-readonly="true"]': { backgroundColor: vars.color.surface },
  },
});

globalStyle(`${content} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${content} img`, { display: 'inline', maxWidth: '100%', height: 'auto' });
globalStyle(`${content} .ProseMirror-selectednode`, { outline: `3px solid ${vars.color.focusRing}` });
globalStyle(`${content} a`, { color: vars.color.link });

export const tweet = style({
  margin: `${vars.space.sm} 0`,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.sm,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.lg} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  userSelect: 'none',
  '::before': { content: '""', flex: 1, borderTop: `2px dashed ${vars.color.border}` },
  '::after': { content: '""', flex: 1, borderTop: `2px dashed ${vars.color.border}` },
});

export const message = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
