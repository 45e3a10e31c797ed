// The panel's texts of a list's toggle or delete that met someone else's change (WEB-128); a form's are
// in form/conflict/conflictTexts.ts. The specification has none.
export const LIST_CONFLICT_TEXTS = {
  toggleChanged:
    'Ktoś inny zmienił tę wartość w międzyczasie. Lista pokazuje ją teraz; nic nie zostało zapisane.',
  deleteChanged: 'Od wczytania listy ktoś inny zmienił ten rekord. Teraz:',
} as const;
