import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  selectors: { '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' } },
});

// The photo's mode is a ChoiceGroup's look (its radio and dot styles).
export { dot, options as modes, radio } from '../ChoiceGroup/ChoiceGroup.css';

export const current = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const preview = style({
  width: '96px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
