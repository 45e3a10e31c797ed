// The panel's texts of a save that met someone else's change (WEB-100): the specification has none.
export const CONFLICT_TEXTS = {
  title: 'Rekord zmieniony przez kogoś innego',
  intro:
    'Od czasu otwarcia formularza ktoś inny zapisał zmiany w tych polach. Nic nie zostało zapisane. Wybierz, którą wersję zachować.',
  server: 'Na serwerze',
  mine: 'Twoja wersja',
  keepMine: 'Zapisz moje zmiany',
  takeServer: 'Weź wersję z serwera',
  keepEditing: 'Anuluj i edytuj dalej',
  merged: 'Rekord został w międzyczasie zmieniony przez kogoś innego. Zapisano obie zmiany.',
  deletedTitle: 'Rekord został usunięty',
  deleted:
    'Ten rekord został w międzyczasie usunięty przez kogoś innego. Nic nie zostało zapisane; Twoje zmiany zostały w formularzu.',
  empty: '(puste)',
  yes: 'Tak',
  no: 'Nie',
} as const;
