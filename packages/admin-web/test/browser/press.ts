/** What the press-centre browser tests share: D27's banner as the specification words it, field lookups. */
import type { Page } from 'playwright-core';

export const PRESS_BANNER =
  'Uwaga: ta sekcja działa na produkcyjnej bazie danych. Zmiany są widoczne na portalu od razu.';

export const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The text under a field (its description and message), by the field's name in the form. */
export const fieldText = async (page: Page, name: string) =>
  (await page.locator(`[data-field="${name}"]`).textContent()) ?? '';
