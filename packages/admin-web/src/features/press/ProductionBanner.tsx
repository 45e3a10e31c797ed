/** D27: every press-centre screen warns that it edits the production database. */
export const PRODUCTION_DATA_WARNING =
  'Uwaga: ta sekcja działa na produkcyjnej bazie danych. Zmiany są widoczne na portalu od razu.';

export const productionBanner = (
  <p role="note">
    <strong>{PRODUCTION_DATA_WARNING}</strong>
  </p>
);
