import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });

export const tree = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  maxHeight: '480px',
  overflow: 'auto',
});

export const branch = style({ listStyle: 'none', margin: 0, paddingLeft: vars.space.xl });

export const item = style({ padding: `${vars.space.xxs} 0` });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '40px' });

export const folderButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { backgroundColor: vars.color.secondary } },
});

export const count = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.normal });

export const thumbnail = style({
  width: '48px',
  height: '48px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  flexShrink: 0,
});

export const fileLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const fileCheckbox = style({ flex: 1, minWidth: 0 });

export const message = style({ padding: vars.space.sm, color: vars.color.textMuted });

export const error = style({
  padding: vars.space.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const captionHeading = style({ margin: 0, fontSize: vars.fontSize.md });
