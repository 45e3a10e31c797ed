import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

// A small reset and the base type; the panel imports the library once, so this applies once.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, p', { marginTop: 0 });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

// One visible focus ring for every react-aria element that reports keyboard focus.
globalStyle('[data-focus-visible]', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// Motion is kept to spinners and the Home logo; each slows or stops under reduced motion in its own
// style. This global rule catches transitions anywhere else.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transitionDuration: '0.01ms !important',
    },
  },
});

export const root = style({
  fontFamily: vars.fontFamily.body,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  minHeight: '100%',
});

/** Hidden from sight, kept for screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

// react-aria's pressable elements: the rule usePress would otherwise insert as a `<style>` element at
// run time, which the panel's CSP forbids (UI-CSP1); ThemeRoot marks it as present.
globalStyle(':where([data-react-aria-pressable])', { touchAction: 'pan-x pan-y pinch-zoom' });
