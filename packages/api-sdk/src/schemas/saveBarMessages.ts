/** The save bar that stays in view on a long form: its landmark's name and the unsaved-changes count. */
export const saveBarMessages = {
  region: 'Zapisywanie',
  unsaved: (count: number) => `Niezapisane zmiany: ${count}`,
} as const;
