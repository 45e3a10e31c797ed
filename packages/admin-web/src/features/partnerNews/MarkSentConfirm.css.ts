import { vars } from '@redakcja/ui';
import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
