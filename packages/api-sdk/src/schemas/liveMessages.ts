/** The panel's texts of live updates (lists that update themselves, who else has a record open). */
export const liveMessages = {
  /** A list's new rows, shown on request. */
  newRows: (count: number) => `Nowe wpisy: ${count}`,
  showNewRows: 'pokaż',
  /** Who else has the edit form of the same record open. */
  alsoEditing: (names: readonly string[]) => `Ten rekord edytuje też: ${names.join(', ')}`,
  /** The record changed on the server while its form is open, with the labels of the fields. */
  changedOnServer: (labels: readonly string[]) =>
    `Ktoś inny zapisał zmiany tego rekordu: ${labels.join(', ')}. Twoje zmiany nie zostały zapisane ani zastąpione.`,
  takeChanges: 'Uwzględnij zmiany',
  takenChanges: 'Zmiany z serwera są w formularzu; Twoje zmiany zostały zachowane.',
  deletedOnServer: 'Ktoś inny usunął ten rekord. Twoje zmiany zostały w formularzu.',
  /** The shell's quiet status while the hub cannot be reached. */
  off: 'Aktualizacje na żywo są wyłączone.',
} as const;
