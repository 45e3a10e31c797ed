import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.lg,
  minWidth: 0,
});

/** A checkbox or switch with its description and error: closer together than text fields. */
export const toggleField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

/** The box every field control shares: inputs, input groups and the select's trigger. */
export const controlBase = {
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
} as const;

export const input = style({
  ...controlBase,
  selectors: {
    '&[data-focused]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid], [data-invalid] > &': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': { backgroundColor: vars.color.surface, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const textarea = style([input, { minHeight: '6em', resize: 'vertical', fontFamily: 'inherit' }]);

/** A bordered row holding an input and its buttons (number, combo box, date). */
export const group = style({
  ...controlBase,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 0 0 ${vars.space.md}`,
  selectors: {
    '&[data-focus-within]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': { backgroundColor: vars.color.surface },
  },
});

export const groupInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  padding: `${vars.space.sm} 0`,
  backgroundColor: 'transparent',
  fontSize: vars.fontSize.md,
  // The group draws the one focus ring around the field; the input inside draws none of its own.
  selectors: { '&[data-focus-visible]': { outline: 'none' } },
});

export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'stretch',
  minWidth: '36px',
  border: 'none',
  borderLeft: `1px solid ${vars.color.borderSubtle}`,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '320px',
  overflow: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.xs,
});

/**
 * A select's or combo box's list: the list box itself scrolls (not its popover), so the scrolling
 * region is the combo box's popup that axe knows to be operated from its input (scrollable-region-
 * focusable); react-aria scrolls the option in focus into view within it. Above the page's content
 * that follows it (a combo box's list lies in the page, next to its input: UI-31), under dialogs.
 */
export const optionsPopover = style([
  popover,
  { display: 'flex', flexDirection: 'column', overflow: 'visible', zIndex: 50 },
]);

export const listBox = style({ outline: 'none', overflowY: 'auto', minHeight: 0, flex: '1 1 auto' });

/** Where a combo box's list is placed: in the page next to its input, inside the page's landmarks. */
export const popoverHost = style({ display: 'contents' });

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.secondary },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const emptyOption = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
});
