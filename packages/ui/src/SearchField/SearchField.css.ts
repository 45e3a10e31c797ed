import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const clear = style({
  selectors: { '[data-empty] &': { visibility: 'hidden' } },
});

export const icon = style({ color: vars.color.textMuted, flexShrink: 0 });

// The field has its own clear button ('Wyczyść wyszukiwanie'): not the browser's cross beside it too.
export const input = style({
  selectors: { '&::-webkit-search-cancel-button': { appearance: 'none', display: 'none' } },
});
