import type { GlobalProvider } from '@ladle/react';
import { ThemeProvider } from '../src/theme/ThemeProvider';

/**
 * Every story renders inside the theme and the pl-PL locale, as the panel does. `data-story` tells
 * scripts/axe-stories.mjs which story is on screen.
 */
export const Provider: GlobalProvider = ({ children, globalState }) => (
  <ThemeProvider>
    <div style={{ padding: 24 }} data-story={globalState.story}>
      {children}
    </div>
  </ThemeProvider>
);
