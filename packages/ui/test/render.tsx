import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from '../src/theme/ThemeProvider';

/** Renders inside the ThemeProvider (pl-PL locale), as the panel does. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: ThemeProvider, ...options });
}
