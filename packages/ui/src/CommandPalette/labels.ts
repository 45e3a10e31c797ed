import { NO_RESULTS_TEXT } from '../Modal/labels';

/** The palette's and the shortcut sheet's own texts (the specification has none for them). */
export const PALETTE_TITLE = 'Przejdź do…';
export const PALETTE_SEARCH_LABEL = 'Szukaj ekranu lub rekordu';
export const PALETTE_RESULTS_LABEL = 'Wyniki';
export const PALETTE_NO_RESULTS = NO_RESULTS_TEXT;
export const PALETTE_LOADING = 'Wyszukiwanie rekordów…';
export const PALETTE_ERROR = 'Nie udało się wyszukać rekordów. Spróbuj ponownie.';
export const SHORTCUTS_TITLE = 'Skróty klawiszowe';

/** 'Znaleziono 1 wynik', '… 3 wyniki', '… 5 wyników': Polish plural forms. */
export function resultCountText(count: number): string {
  if (count === 0) return PALETTE_NO_RESULTS;
  const lastTwo = count % 100;
  const last = count % 10;
  const noun =
    count === 1 ? 'wynik' : last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'wyniki' : 'wyników';
  return `Znaleziono ${count} ${noun}`;
}
