import { style } from '@vanilla-extract/css';

export const line = style({ display: 'block' });
