/**
 * Timing of the specification: debounces, button resets, token refresh (01 §1, §7, §9). The redirect delays
 * after a save are the areas' (`REDIRECT_DELAYS_MS`, areas/index.ts).
 */

/** Every list search fires 500 ms after the user stops typing (01 §1). */
export const SEARCH_DEBOUNCE_MS = 500;
/** The photo search of the file picker waits longer (01 §1). */
export const PHOTO_SEARCH_DEBOUNCE_MS = 1000;
/** Save buttons return to idle 4 s after success or failure (01 §1). */
export const SAVE_BUTTON_RESET_MS = 4000;
/** The caption save button of the file picker resets its success colour after 5 s (01 §2). */
export const CAPTION_SAVE_COLOUR_RESET_MS = 5000;
/** The user is logged out about 2 s after a successful password change (01 §9). */
export const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 2000;
/** The token is refreshed before loading some records when fewer than 10 s remain (01 §9). */
export const TOKEN_REFRESH_THRESHOLD_S = 10;
export const TOKEN_REFRESH_THRESHOLD_MS = TOKEN_REFRESH_THRESHOLD_S * 1000;
/** A request that meets 'Expired JWT Token' is retried once after a refresh (01 §7). */
export const TOKEN_RETRY_LIMIT = 1;

/** How long 'Cofnij' stays offered after a value was banned from a comment's row. */
export const BAN_UNDO_WINDOW_MS = 8000;
