/**
 * The button a comment's row offers for banning its address: a module of its own, so the comments list
 * loads these two texts and none of the confirmation's and outcome's (./banMessages), which load with it.
 */
/** The row's button, and its name for a screen reader (the rows' other buttons name their comment). */
export const BAN_IP_BUTTON = 'Zablokuj IP';
export const banIpButtonLabel = (ip: string, commentId: number | string) =>
  `${BAN_IP_BUTTON} ${ip} (komentarz ${commentId})`;
