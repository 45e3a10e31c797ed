import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });

export const logo = style({ display: 'inline-block', color: vars.color.primary });

export const spinning = style({
  animation: `${spin} 6s linear infinite`,
  '@media': {
    // The Home logo is decoration: it stands still for those who ask for less motion.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
