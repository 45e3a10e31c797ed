/**
 * The dialogs' texts and the few texts lists and pickers share, in a module of their own (no component),
 * so the editor's entry can share them without pulling the dialogs in, and a list that says 'Brak
 * wyników' loads no combobox for it: the logged-in panel's chunk holds it already.
 */
export const CLOSE_LABEL = 'Zamknij';
export const CANCEL_LABEL = 'Anuluj';
export const DELETE_LABEL = 'Usuń';
/** The generic delete confirmation of 03 §8, for deletes the specification gives no own text. */
export const GENERIC_DELETE_TITLE = 'Usuwanie';
export const GENERIC_DELETE_QUESTION = 'Czy na pewno chcesz to usunąć?';
/** An empty list of options, of results or of rows (the specification has no text for it). */
export const NO_RESULTS_TEXT = 'Brak wyników';
