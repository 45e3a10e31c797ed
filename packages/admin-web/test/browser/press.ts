/** What the press-centre browser tests share: D27's banner as the specification words it. */
export const PRESS_BANNER =
  'Uwaga: ta sekcja działa na produkcyjnej bazie danych. Zmiany są widoczne na portalu od razu.';
