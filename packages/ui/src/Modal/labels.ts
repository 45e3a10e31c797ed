/**
 * The dialogs' texts, in a module of their own (no component), so the editor's entry can share them
 * without pulling the dialogs in.
 */
export const CLOSE_LABEL = 'Zamknij';
export const CANCEL_LABEL = 'Anuluj';
export const DELETE_LABEL = 'Usuń';
