import { LocaleProvider } from './LocaleProvider';
import { ThemeRoot, type ThemeRootProps } from './ThemeRoot';

export type ThemeProviderProps = ThemeRootProps;

/**
 * Wrap the panel (or a story) once: the base styles, the theme on `:root`, and react-aria's locale
 * set to pl-PL so dates, numbers and built-in labels speak Polish.
 */
export function ThemeProvider(props: ThemeProviderProps) {
  return (
    <LocaleProvider>
      <ThemeRoot {...props} />
    </LocaleProvider>
  );
}
