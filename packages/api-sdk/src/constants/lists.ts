/** Lists and the file picker: page size, the pagination window, the picker's path and search limit (01 §1, D4, D18). */

/** Page size of the API's collections (D18). */
export const DEFAULT_PAGE_SIZE = 30;

/** Numbered pagination (01 §1): all pages up to 10, else 10 at the edges or 15 (current ± 7) in the middle. */
export const PAGINATION = {
  showAllPagesUpTo: 10,
  edgeWindow: 10,
  middleWindow: 15,
  middleRadius: 7,
  jump: 8,
} as const;

/** The file picker's `{fileApiPath}` (D4): GET, PATCH and DELETE of a photo record by id. */
export const FILE_API_PATH = '/api/media/';

/** Default result limit of the file picker's photo search ('Domyślny limit: 5000'). */
export const FILE_SEARCH_LIMIT = 5000;

/**
 * The longest list search a search field takes (the panel's choice, docs/decisions.md): as long as the
 * longest name or title, and short enough that the list's address stays far below servers' URL limits.
 */
export const SEARCH_QUERY_MAX_LENGTH = 255;
