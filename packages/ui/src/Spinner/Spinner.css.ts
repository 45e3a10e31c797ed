import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

// The circle of each size: a static class map (no recipes' run-time function in the entry: WEB-52).
const circleBase = style({
  display: 'inline-block',
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Still shows activity, at a pace that does not draw the eye.
    '(prefers-reduced-motion: reduce)': { animationDuration: '3s' },
  },
});

export const circle = styleVariants(
  {
    sm: { width: '1em', height: '1em', borderWidth: '2px' },
    md: { width: '24px', height: '24px', borderWidth: '3px' },
    lg: { width: '40px', height: '40px', borderWidth: '4px' },
  },
  (rules) => [circleBase, rules],
);

export const center = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });
