import { style } from '@vanilla-extract/css';

export const fields = style({
  display: 'grid',
  gap: '0.75rem',
  margin: '1rem 0',
  maxHeight: '50vh',
  overflowY: 'auto',
});
export const field = style({ display: 'grid', gap: '0.25rem' });
export const label = style({ fontWeight: 600 });
export const value = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const side = style({ fontWeight: 600 });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  justifyContent: 'flex-end',
});
export const notice = style({ margin: '0.5rem 0', minHeight: '1lh' });
