import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import * as styles from './global.css';

export interface ThemeProviderProps {
  children: ReactNode;
  className?: string;
}

/**
 * Wrap the panel (or a story) once: the base styles, the theme on `:root`, and react-aria's locale
 * set to pl-PL so dates, numbers and built-in labels speak Polish.
 */
export function ThemeProvider({ children, className }: ThemeProviderProps) {
  return (
    <I18nProvider locale="pl-PL">
      <div className={className ? `${styles.root} ${className}` : styles.root}>{children}</div>
    </I18nProvider>
  );
}
