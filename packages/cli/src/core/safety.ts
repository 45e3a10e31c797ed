/**
 * The share of a list's entries a replacement (`bans set`) may remove without a second word: more than
 * this asks on a terminal and needs --force without one. A nightly file that was truncated or half
 * written removes most of a list; a real clean-up of that size is rare enough to be said out loud.
 */
export const SET_MAX_REMOVED_SHARE = 0.5;

/** The threshold as ops read it in messages and docs: '50%'. */
export const SET_MAX_REMOVED_PERCENT = `${Math.round(SET_MAX_REMOVED_SHARE * 100)}%`;

/** True when removing `removed` of `before` entries goes over SET_MAX_REMOVED_SHARE. */
export function removesTooMuch(removed: number, before: number): boolean {
  return before > 0 && removed / before > SET_MAX_REMOVED_SHARE;
}
