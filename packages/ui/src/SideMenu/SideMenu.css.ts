import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '260px',
  minHeight: '100%',
  padding: vars.space.lg,
  backgroundColor: vars.color.menuBackground,
  color: vars.color.menuText,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.menuText,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
});

export const logo = style({ color: vars.color.menuText });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const nested = style({ paddingLeft: vars.space.md });

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.menuText,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    // The react-aria Link reports hover; the native anchors of the logged-out menu have CSS hover.
    '&[data-hovered], &:not([data-rac]):hover': { backgroundColor: vars.color.menuHover },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.menuActive,
      color: vars.color.menuActiveText,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const groupHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.normal,
});

export const groupTrigger = style([
  link,
  {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    border: 'none',
    backgroundColor: 'transparent',
    textAlign: 'left',
    fontSize: vars.fontSize.md,
  },
]);

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { '[data-expanded] > * > &, [aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const userBox = style({
  marginTop: 'auto',
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.menuHover}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const username = style({ fontWeight: vars.fontWeight.bold, margin: 0, wordBreak: 'break-word' });

export const userActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
