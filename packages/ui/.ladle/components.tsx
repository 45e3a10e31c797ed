import type { GlobalProvider } from '@ladle/react';
import { markPressableStyle } from '../src/theme/pressableStyle';
import { ThemeProvider } from '../src/theme/ThemeProvider';

// The stories run under the panel's rule: no `<style>` inserted at run time (UI-CSP1).
markPressableStyle(document);

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
