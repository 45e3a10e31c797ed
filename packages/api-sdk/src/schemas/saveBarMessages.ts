/** The save bar that stays in view on a long form: its landmark's name and the unsaved-changes count. */
export const saveBarMessages = {
  region: 'Zapisywanie',
  unsaved: (count: number) => `Niezapisane zmiany: ${count}`,
} as const;

/**
 * 'Podgląd' in the article form's save bar: the preview shows the article as saved (the preview reads
 * the saved record; nothing unsaved can reach it), so the bar says when the form holds more, and why
 * there is no preview yet.
 */
export const articlePreviewMessages = {
  open: 'Podgląd',
  /** The link's name: it opens in a new tab, the form stays. */
  openLabel: 'Podgląd zapisanej wersji (nowa karta)',
  unsaved: 'Podgląd pokazuje ostatnio zapisaną wersję, bez niezapisanych zmian.',
  unsavedArticle: 'Podgląd będzie dostępny po zapisaniu artykułu.',
  notAllowed: 'Podgląd niedostępny: zaznacz „Zezwól na podgląd”, ustaw datę w przyszłości i zapisz artykuł.',
} as const;
