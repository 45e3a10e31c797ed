import { vars } from '@redakcja/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  minHeight: '100vh',
  '@media': { 'screen and (max-width: 48rem)': { gridTemplateColumns: '1fr' } },
});

// The menu stays in view beside a long screen: its user box (at the menu's foot) no longer moves down,
// out of the viewport, when a list's rows arrive (a layout shift) or as the page scrolls.
globalStyle(`${layout} > :first-child`, {
  '@media': {
    'screen and (min-width: 48.0625rem)': {
      position: 'sticky',
      top: 0,
      alignSelf: 'start',
      height: '100vh',
      minHeight: 0,
      overflowY: 'auto',
    },
  },
});

export const content = style({
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.success,
  color: vars.color.onSuccess,
  maxWidth: '40rem',
});

export const startup = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.lg,
});

export const startupProblem = style({ textAlign: 'center' });

export const startupMessage = style({ margin: 0, fontSize: vars.fontSize.lg });
