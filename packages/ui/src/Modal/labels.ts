/**
 * The dialogs' texts, in a module of their own (no component), so the editor's entry can share them
 * without pulling the dialogs in.
 */
export const CLOSE_LABEL = 'Zamknij';
export const CANCEL_LABEL = 'Anuluj';
export const DELETE_LABEL = 'Usuń';
export const REQUIRED_FIELD_MESSAGE = 'Pole wymagane.';
/** The title of a field's error dialog: 'Błąd — Zdjęcie Główne'. */
export const errorTitle = (label: string) => `Błąd — ${label}`;
