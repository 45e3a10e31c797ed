import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';

/** The panel's locale: react-aria's dates, numbers and built-in labels speak Polish. */
export const PANEL_LOCALE = 'pl-PL';

/** Gives react-aria the panel's locale (pl-PL). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider locale={PANEL_LOCALE}>{children}</I18nProvider>;
}
