/**
 * Where drafts are kept (drafts.ts), their count and their removal at logout: apart from the drafts'
 * hook, which the forms load, because the shell needs only these.
 */
export const DRAFT_PREFIX = 'redakcja.draft:';

export function draftStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage may be refused (privacy settings): drafts are then simply not kept.
    return null;
  }
}

function draftKeys(store: Storage): string[] {
  return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(DRAFT_PREFIX) ?? false,
  );
}

/**
 * The forms of this tab whose latest change is not written yet (drafts.ts writes after a pause): each
 * one's function writes it now.
 */
const pendingWrites = new Set<() => void>();

/** Registers a form's pending write until the returned function is called. */
export function holdPendingDraft(flush: () => void): () => void {
  pendingWrites.add(flush);
  return () => {
    pendingWrites.delete(flush);
  };
}

/** Writes every change of this tab still waiting for its pause: counting or removing sees it. */
export function flushDrafts(): void {
  for (const flush of [...pendingWrites]) flush();
}

/** The drafts kept in this browser, by every tab (the storage is the profile's). */
export function draftCount(): number {
  flushDrafts();
  const store = draftStorage();
  return store ? draftKeys(store).length : 0;
}

/** At a confirmed logout: every draft of this browser goes. */
export function removeAllDrafts(): void {
  // A change still waiting is written first, so that nothing writes it back after the removal.
  flushDrafts();
  const store = draftStorage();
  if (!store) return;
  for (const key of draftKeys(store)) store.removeItem(key);
}
