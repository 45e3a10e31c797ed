/**
 * Where drafts are kept (drafts.ts), and their removal at logout: apart from the drafts' hook, which the
 * forms load, because the session (in the entry) needs only the removal.
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

/** At logout: every draft of this browser goes. */
export function removeAllDrafts(): void {
  const store = draftStorage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(DRAFT_PREFIX) ?? false,
  );
  for (const key of keys) store.removeItem(key);
}
