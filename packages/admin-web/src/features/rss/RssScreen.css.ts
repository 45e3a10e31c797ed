import { vars } from '@redakcja/ui';
import { style } from '@vanilla-extract/css';

export const frame = style({
  width: '100%',
  minHeight: '70vh',
  border: `1px solid ${vars.color.borderSubtle}`,
});
