/**
 * Drafts of forms kept in this browser (nothing typed is ever lost): what is typed in a form
 * that opts in (`draft` on its definition) is written to localStorage once typing pauses, under one key
 * per record ('articles:12') and one for a new record ('articles:new'). Opening the form again offers it
 * back. A keystroke writes nothing itself (a draft with an article's body is a large string, serialised
 * and stored on the main thread): the draft is written DRAFT_PAUSE_MS after the last change, at most
 * DRAFT_MAX_WAIT_MS after the first unwritten one, and at once when the page is hidden or left
 * (`pagehide`, `visibilitychange`), when the form closes, and before drafts are counted or removed.
 * A successful save removes it, and so does a logout confirmed after the unsaved-changes question
 * (LogoutQuestion.tsx); a session that ends on its own keeps it, so that it can be restored after logging
 * in again. Drafts never leave the browser.
 *
 * A draft belongs to the user who typed it (newsrooms share computers): its key starts with the author's
 * name ('redakcja.draft:<user>/articles:12'), so only its author is offered it. When a user's form opens,
 * the other users' drafts go: the refresh cookie is the browser profile's, one session at a time, so their
 * authors' sessions here have ended and the drafts cannot come back to them. (Here, not at login: the
 * shell that every screen loads carries none of it.)
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { holdPendingDraft, DRAFT_PREFIX as PREFIX, draftStorage as storage } from './draftStore';
import { sameValues } from './formErrors';
import type { FormStore } from './useEntityForm';

export interface Draft<Values> {
  values: Values;
  /** When it was written (ms since the epoch). */
  savedAt: number;
}

/** The author's part of a draft's key, before '<form>:<id>'. */
export function draftOwnerSegment(username: string): string {
  return `${encodeURIComponent(username)}/`;
}

/** Removes the drafts of every user but `username` (and keys from before drafts had an author). */
export function removeOtherUsersDrafts(username: string): void {
  const store = storage();
  if (!store) return;
  const own = PREFIX + draftOwnerSegment(username);
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key?.startsWith(PREFIX) && !key.startsWith(own)) store.removeItem(key);
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

/** A pause in typing this long writes the draft. */
export const DRAFT_PAUSE_MS = 300;
/** Typing without a pause still writes the draft this long after its first unwritten change. */
export const DRAFT_MAX_WAIT_MS = 1000;

export interface DraftWriter<Values> {
  /** The form's values changed: written (or, once clean, removed) after the pause. */
  change: (values: Values, isDirty: boolean) => void;
  /** Writes the waiting change now; nothing when none waits. */
  flush: () => void;
  /** Drops the waiting change unwritten. */
  cancel: () => void;
}

/** Writes the draft under `key` after a pause in its changes, or at once on `flush`. */
export function createDraftWriter<Values>(key: string): DraftWriter<Values> {
  let waiting: { values: Values; isDirty: boolean } | null = null;
  let pause: ReturnType<typeof setTimeout> | undefined;
  let maxWait: ReturnType<typeof setTimeout> | undefined;
  let release: (() => void) | undefined;
  const stop = () => {
    clearTimeout(pause);
    clearTimeout(maxWait);
    pause = undefined;
    maxWait = undefined;
    release?.();
    release = undefined;
    waiting = null;
  };
  const flush = () => {
    const change = waiting;
    stop();
    if (change === null) return;
    if (change.isDirty) writeDraft(key, change.values);
    else removeDraft(key);
  };
  return {
    change(values, isDirty) {
      waiting = { values, isDirty };
      clearTimeout(pause);
      pause = setTimeout(flush, DRAFT_PAUSE_MS);
      maxWait ??= setTimeout(flush, DRAFT_MAX_WAIT_MS);
      release ??= holdPendingDraft(flush);
    },
    flush,
    cancel: stop,
  };
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
 * Keeps the form's values as the draft under `key` while they differ from the saved ones (the store's
 * `isDirty`); none when `key` is undefined. It follows the store, re-rendering nothing as it changes. Nothing is written or removed until an offered draft is answered.
 * A change waits for a pause (createDraftWriter); hiding or leaving the page and closing the form write
 * it at once.
 */
export function useDraft<Values extends object>(
  key: string | undefined,
  store: FormStore<Values>,
  initial: Values,
  /** The user whose form this is: the other users' drafts go as it opens. */
  owner?: string,
): DraftState<Values> {
  const [offered, setOffered] = useState<Draft<Values> | null>(() => {
    if (owner !== undefined) removeOtherUsersDrafts(owner);
    if (key === undefined) return null;
    const draft = readDraft<Values>(key);
    return draft && !sameValues({ ...initial, ...draft.values }, initial) ? draft : null;
  });
  const writer = useRef<DraftWriter<Values> | null>(null);
  const answered = offered === null;
  useEffect(() => {
    if (key === undefined || !answered) return;
    const current = createDraftWriter<Values>(key);
    writer.current = current;
    const follow = () => current.change(store.getValues(), store.isDirty());
    // The values as they are now (a clean form's stale draft goes), then every change.
    follow();
    const unsubscribe = store.subscribe(follow);
    // A tab closed, reloaded or sent to the background may never run its timers again.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') current.flush();
    };
    window.addEventListener('pagehide', current.flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', current.flush);
      document.removeEventListener('visibilitychange', onHidden);
      current.flush();
      writer.current = null;
    };
  }, [key, store, answered]);

  const answer = useCallback(
    (restore: boolean) => {
      const draft = offered;
      setOffered(null);
      writer.current?.cancel();
      if (!draft || !restore) {
        if (key !== undefined) removeDraft(key);
        return null;
      }
      return { ...initial, ...draft.values };
    },
    [offered, key, initial],
  );
  const clear = useCallback(() => {
    writer.current?.cancel();
    if (key !== undefined) removeDraft(key);
  }, [key]);
  return { offered, answer, clear };
}
