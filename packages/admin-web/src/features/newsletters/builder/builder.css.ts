// Layout of the newsletter builder: the e-mail's frame with the block controls beside it.
import { vars } from '@redakcja/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'flex',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

export const frame = style({
  display: 'block',
  // The frame is the e-mail's width (D16) plus its page margin; its height follows the e-mail.
  maxWidth: '100%',
  minHeight: '40rem',
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: '1 1 18rem',
  maxWidth: '26rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const blockText = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const radioGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      width: '1rem',
      height: '1rem',
      borderRadius: '50%',
      border: `2px solid ${vars.color.border}`,
      boxSizing: 'border-box',
    },
    '&[data-selected]::before': {
      borderWidth: '5px',
      borderColor: vars.color.primary,
    },
    '&[data-focus-visible]::before': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const thumbnail = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '8rem',
  objectFit: 'contain',
  border: `1px solid ${vars.color.borderSubtle}`,
});
