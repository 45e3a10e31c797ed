import type { GlobalProvider } from '@ladle/react';
import { ThemeProvider } from '../src/theme/ThemeProvider';

/** Every story renders inside the theme and the pl-PL locale, as the panel does. */
export const Provider: GlobalProvider = ({ children }) => (
  <ThemeProvider>
    <div style={{ padding: 24 }}>{children}</div>
  </ThemeProvider>
);
