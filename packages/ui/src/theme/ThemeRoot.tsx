import type { ReactNode } from 'react';
import * as styles from './global.css';

export interface ThemeRootProps {
  children: ReactNode;
  className?: string;
}

/**
 * The base styles and the theme on `:root`, without react-aria's locale: for the panel's entry, whose
 * logged-out screens show nothing react-aria translates or formats (WEB-52); the logged-in panel adds
 * `LocaleProvider`. Everything else wraps itself in `ThemeProvider`, which is both.
 */
export function ThemeRoot({ children, className }: ThemeRootProps) {
  return <div className={className ? `${styles.root} ${className}` : styles.root}>{children}</div>;
}
