import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const button = recipe({
  base: {
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
  },
  variants: {
    variant: {
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
    },
    size: {
      sm: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm, minHeight: '28px' },
      md: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md, minHeight: '36px' },
    },
    iconOnly: {
      true: { paddingLeft: vars.space.sm, paddingRight: vars.space.sm },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/**
 * The controls built on the react-aria hooks (LightButton, LightLink): hover and press are the recipe
 * states above for elements without the data-rac attribute of react-aria-components, the focus ring is
 * :focus-visible. (A comment in a .css.ts file with backquotes and apostrophes broke the vanilla-extract
 * compiler of the panel build: "Styles were unable to be assigned to a file".)
 */
export const lightControl = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
