/**
 * What a save says when it met someone else's change (WEB-100, WEB-128; the specification has none):
 * the form's conflict question and notices, and a list's toggle or delete. Plain data, no zod, so a list
 * chunk can show them without the schemas.
 */
export const conflictMessages = {
  title: 'Rekord zmieniony przez kogoś innego',
  intro:
    'Od czasu otwarcia formularza ktoś inny zapisał zmiany w tych polach. Nic nie zostało zapisane. Wybierz, którą wersję zachować.',
  server: 'Na serwerze',
  mine: 'Twoja wersja',
  keepMine: 'Zapisz moje zmiany',
  takeServer: 'Weź wersję z serwera',
  keepEditing: 'Anuluj i edytuj dalej',
  keepChosen: 'Zapisz wybrane',
  keep: (label: string) => `Zachowaj: ${label}`,
  difference: 'Różnice: skreślone jest tylko na serwerze, podkreślone tylko w Twojej wersji.',
  removedPrefix: 'Tylko na serwerze: ',
  addedPrefix: 'Tylko w Twojej wersji: ',
  merged: 'Rekord został w międzyczasie zmieniony przez kogoś innego. Zapisano obie zmiany.',
  deletedTitle: 'Rekord został usunięty',
  deleted:
    'Ten rekord został w międzyczasie usunięty przez kogoś innego. Nic nie zostało zapisane; Twoje zmiany zostały w formularzu.',
  toggleChanged:
    'Ktoś inny zmienił tę wartość w międzyczasie. Lista pokazuje ją teraz; nic nie zostało zapisane.',
  deleteChanged: 'Od wczytania listy ktoś inny zmienił ten rekord. Teraz:',
  empty: '(puste)',
  yes: 'Tak',
  no: 'Nie',
} as const;
