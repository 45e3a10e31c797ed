/** The date fields' own messages: a module of its own, read only by ui's date fields. */

/**
 * SDK-54: a date typed segment by segment that no calendar has (30.02.2026): the field keeps what was
 * typed and says why instead of rolling it to the month's last day. `typed` is as shown ('30.02.2026').
 */
export const impossibleDateMessage = (typed: string) => `Taka data nie istnieje: ${typed}.`;
