/** Where a save button stands: the cycle shared by every form of the specification. */
export type SaveStatus = 'idle' | 'sending' | 'success' | 'error';

/** Which form the button submits; it decides the idle and success labels. */
export type SaveKind = 'edit' | 'new' | 'login' | 'password' | 'newsletter';

export const SAVE_LABELS: Record<SaveKind, { idle: string; success: string }> = {
  edit: { idle: 'Zapisz', success: 'Zapisano' },
  new: { idle: 'Dodaj', success: 'Dodano' },
  // Login returns to its idle label on success: the panel moves on to the app.
  login: { idle: 'Zaloguj', success: 'Zaloguj' },
  password: { idle: 'Zmień', success: 'Zmieniono' },
  newsletter: { idle: 'Wygeneruj html', success: 'Wygenerowano' },
};

export const SAVE_ERROR_LABEL = 'Błąd';
/** Read by screen readers while the request runs; the button itself shows only a spinner. */
export const SAVE_SENDING_LABEL = 'Wysyłanie…';
