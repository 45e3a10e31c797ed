/**
 * Drafts of forms kept in this browser (issue 11: nothing typed is ever lost): what is typed in a form
 * that opts in (`draft` on its definition) is written to localStorage as it changes, under one key per
 * record ('articles:12') and one for a new record ('articles:new'). Opening the form again offers it back.
 * A successful save removes it, and so does a logout confirmed after the unsaved-changes question
 * (LogoutQuestion.tsx); a session that ends on its own keeps it, so that it can be restored after logging
 * in again. Drafts never leave the browser.
 */
import { useCallback, useEffect, useState } from 'react';
import { DRAFT_PREFIX as PREFIX, draftStorage as storage } from './draftStore';
import { sameValues } from './formErrors';

export interface Draft<Values> {
  values: Values;
  /** When it was written (ms since the epoch). */
  savedAt: number;
}

export function readDraft<Values>(key: string): Draft<Values> | null {
  const text = storage()?.getItem(PREFIX + key);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Draft<Values>;
    return typeof draft?.savedAt === 'number' && draft.values !== null && typeof draft.values === 'object'
      ? draft
      : null;
  } catch {
    return null;
  }
}

export function writeDraft<Values>(key: string, values: Values, now = Date.now()): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ values, savedAt: now } satisfies Draft<Values>));
  } catch {
    // A full storage keeps the previous draft; the form itself is unaffected.
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

export interface DraftState<Values> {
  /** A draft found when the form opened that differs from what it started with; null once answered. */
  offered: Draft<Values> | null;
  /** The answer to the offer: the draft's values are taken (restore) or the draft is dropped. */
  answer: (restore: boolean) => Values | null;
  /** After a successful save: the draft goes. */
  clear: () => void;
}

/**
 * Keeps the form's values as the draft under `key` while they differ from the saved ones (`isDirty`);
 * none when `key` is undefined. Nothing is written or removed until an offered draft is answered.
 */
export function useDraft<Values>(
  key: string | undefined,
  values: Values,
  isDirty: boolean,
  initial: Values,
): DraftState<Values> {
  const [offered, setOffered] = useState<Draft<Values> | null>(() => {
    if (key === undefined) return null;
    const draft = readDraft<Values>(key);
    return draft && !sameValues({ ...initial, ...draft.values }, initial) ? draft : null;
  });
  useEffect(() => {
    if (key === undefined || offered !== null) return;
    if (isDirty) writeDraft(key, values);
    else removeDraft(key);
  }, [key, values, isDirty, offered]);

  const answer = useCallback(
    (restore: boolean) => {
      const draft = offered;
      setOffered(null);
      if (!draft || !restore) {
        if (key !== undefined) removeDraft(key);
        return null;
      }
      return { ...initial, ...draft.values };
    },
    [offered, key, initial],
  );
  const clear = useCallback(() => {
    if (key !== undefined) removeDraft(key);
  }, [key]);
  return { offered, answer, clear };
}
