/**
 * The dialogs' texts, in a module of their own (no component), so the editor's entry can share them
 * without pulling the dialogs in.
 */
export const CLOSE_LABEL = 'Zamknij';
export const CANCEL_LABEL = 'Anuluj';
export const DELETE_LABEL = 'Usuń';
/** The generic delete confirmation of 03 §8, for deletes the specification gives no own text. */
export const GENERIC_DELETE_TITLE = 'Usuwanie';
export const GENERIC_DELETE_QUESTION = 'Czy na pewno chcesz to usunąć?';
