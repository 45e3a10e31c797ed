import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// Static class maps, joined by `buttonClass` (buttonClass.ts): the rules and their order of a
// vanilla-extract recipe, without the recipes' run-time function in the panel's entry (WEB-52).
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&[data-hovered], &:not([data-rac]):hover': { backgroundColor: vars.color.primaryHover },
      '&[data-pressed], &:not([data-rac]):active': { backgroundColor: vars.color.primaryPressed },
    },
  },
  secondary: {
    backgroundColor: vars.color.secondary,
    color: vars.color.onSecondary,
    borderColor: vars.color.borderSubtle,
    selectors: {
      '&[data-hovered], &[data-pressed], &:not([data-rac]):is(:hover, :active)': {
        backgroundColor: vars.color.secondaryHover,
      },
    },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.onDanger,
    selectors: {
      '&[data-hovered], &[data-pressed], &:not([data-rac]):is(:hover, :active)': {
        backgroundColor: vars.color.dangerHover,
      },
    },
  },
  success: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.link,
    selectors: {
      '&[data-hovered], &[data-pressed], &:not([data-rac]):is(:hover, :active)': {
        backgroundColor: vars.color.surface,
      },
    },
  },
});

export const size = styleVariants({
  sm: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm, minHeight: '28px' },
  md: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md, minHeight: '36px' },
});

export const iconOnly = style({ paddingLeft: vars.space.sm, paddingRight: vars.space.sm });

/**
 * The controls built on the react-aria hooks (LightButton, LightLink): hover and press are the variant
 * states above for elements without the data-rac attribute of react-aria-components, the focus ring is
 * :focus-visible. (A comment in a .css.ts file with backquotes and apostrophes broke the vanilla-extract
 * compiler of the panel build: "Styles were unable to be assigned to a file".)
 */
export const lightControl = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
