import { vars } from '@redakcja/ui';
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
// The theme's text colours: their contrast on the dialog's background is checked by ui's contrast test.
export const removed = style({ color: vars.color.danger, textDecoration: 'line-through' });
export const added = style({ color: vars.color.success, textDecoration: 'underline' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  justifyContent: 'flex-end',
});
export const notice = style({ margin: '0.5rem 0', minHeight: '1lh' });
