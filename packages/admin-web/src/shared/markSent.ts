/**
 * D26: marking a newsletter or a partner-news box sent, a row action behind a confirmation; the call
 * sends closed and generated set to now (the SDK's toMarkSentPayload), then the list reloads.
 */
export const MARK_SENT = {
  label: 'Oznacz jako wysłany',
  title: 'Oznaczanie jako wysłany',
  question: 'Czy na pewno chcesz oznaczyć ten newsletter jako wysłany?',
} as const;
