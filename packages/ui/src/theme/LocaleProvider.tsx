import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { PANEL_LOCALE } from './locale';

export { PANEL_LOCALE };

/** Gives react-aria the panel's locale (pl-PL). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider locale={PANEL_LOCALE}>{children}</I18nProvider>;
}
