/** Timing of the specification: debounces, button resets, redirect delays, token refresh (01 §1, §7, §9, 02 §4, 03 §4). */

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

/**
 * Delay between a successful save and the return to the list, per area (02 §4, 03 §4).
 * `null` means the form stays where it is (static pages). Users, adverts and advertising industries
 * are not given by the specification: SDK-12 gives them the common 2 s.
 */
export const REDIRECT_DELAYS_MS = {
  articles: 2000,
  sponsoredArticles: 2000,
  authors: 2000,
  people: 2000,
  partnerNews: 2000,
  subscribers: 2000,
  dictionaries: 2000,
  probes: 2000,
  kfCompanies: 2000,
  pressCompanies: 2000,
  producers: 2000,
  players: 2000,
  users: 2000,
  adverts: 2000,
  advertisingIndustries: 2000,
  /** SDK-35: the reference lists the specification gives no screen for return after 2 s, as most forms. */
  jobOffers: 2000,
  pressPublishers: 2000,
  photoReportages: 2000,
  stats: 2300,
  /** D23: a stat's edit screen returns after 2 s (2.3 s is the create's, 03 §9). */
  statEdit: 2000,
  categories: 1000,
  groups: 1000,
  silos: 1000,
  siloGroups: 1000,
  pressMagazines: 1000,
  pressIssues: 1000,
  sites: null,
} as const satisfies Record<string, number | null>;
export type RedirectArea = keyof typeof REDIRECT_DELAYS_MS;

/** How long 'Cofnij' stays offered after a value was banned from a comment's row. */
export const BAN_UNDO_WINDOW_MS = 8000;
