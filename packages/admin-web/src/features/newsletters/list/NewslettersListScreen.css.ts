import { vars } from '@redakcja/ui';
import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const fileCell = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
