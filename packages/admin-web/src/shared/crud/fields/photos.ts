import type { PhotoFieldValue } from '@redakcja/ui';

/**
 * The form's photo fields' values, kept outside React's state (`createPhotos`): a photo's change (its
 * file name looked up, a file chosen) re-renders that photo's field, not every field of the form.
 */
export interface Photos {
  get: (name: string) => PhotoFieldValue | undefined;
  /** Every photo field's value, for the save. */
  all: () => Readonly<Record<string, PhotoFieldValue>>;
  set: (name: string, value: PhotoFieldValue) => void;
  /** Replaces the named values at once (a restored draft, the ids a save gave). */
  setMany: (values: Readonly<Record<string, PhotoFieldValue>>) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createPhotos(initial: Readonly<Record<string, PhotoFieldValue>>): Photos {
  let values = initial;
  const listeners = new Set<() => void>();
  const setMany = (changes: Readonly<Record<string, PhotoFieldValue>>) => {
    values = { ...values, ...changes };
    for (const listener of listeners) listener();
  };
  return {
    get: (name) => values[name],
    all: () => values,
    set: (name, value) => setMany({ [name]: value }),
    setMany,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
