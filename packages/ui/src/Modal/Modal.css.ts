import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.overlay,
});

export const modal = style({
  width: '100%',
  maxWidth: '560px',
  maxHeight: '90vh',
  overflow: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const wide = style({ maxWidth: '960px' });

export const dialog = style({ padding: vars.space.xl, outline: 'none' });

export const heading = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ marginBottom: vars.space.xl });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
