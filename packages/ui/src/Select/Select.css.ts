import { style } from '@vanilla-extract/css';
import { controlBase } from '../Field/Field.css';
import { vars } from '../theme/theme.css';

export const trigger = style({
  ...controlBase,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '[data-invalid] > &': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': { backgroundColor: vars.color.surface, cursor: 'not-allowed' },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
