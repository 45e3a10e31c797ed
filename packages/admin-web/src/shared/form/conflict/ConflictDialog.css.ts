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
export const legend = style({ display: 'block', fontStyle: 'italic', marginBottom: '0.25rem' });
export const removed = style({
  backgroundColor: '#fde2e1',
  color: '#8a1c14',
  textDecoration: 'line-through',
});
export const added = style({ backgroundColor: '#dcf5e3', color: '#14532d', textDecoration: 'underline' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  justifyContent: 'flex-end',
});
export const notice = style({ margin: '0.5rem 0', minHeight: '1lh' });
