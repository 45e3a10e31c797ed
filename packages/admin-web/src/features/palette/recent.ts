/**
 * The screens and records a user opened last in this browser ('Przejdź do…' shows them first), kept in
 * localStorage per user and removed when the session ends (ShortcutsHost.tsx).
 */
export const RECENT_PREFIX = 'redakcja.recent:';
/** How many are kept. */
export const RECENT_LIMIT = 8;

export interface RecentVisit {
  /** Path under the admin prefix ('/articles/edit/12'). */
  readonly to: string;
  readonly label: string;
  /** What it is: 'Ekran', 'Artykuł' … */
  readonly kind: string;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage may be refused (privacy settings): nothing is then remembered.
    return null;
  }
}

const keyOf = (username: string) => `${RECENT_PREFIX}${username}`;

const isVisit = (value: unknown): value is RecentVisit =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecentVisit).to === 'string' &&
  typeof (value as RecentVisit).label === 'string' &&
  typeof (value as RecentVisit).kind === 'string';

/** The user's visits, most recent first. */
export function readRecentVisits(username: string): RecentVisit[] {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(keyOf(username)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isVisit).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/**
 * Puts a visit first. A visit of an address already kept moves up; it keeps its label unless `label` is
 * given as better (a record's title over its screen's 'Edycja artykułu 12').
 */
export function rememberVisit(username: string, visit: RecentVisit, { better = false } = {}): void {
  const store = storage();
  if (!store) return;
  const visits = readRecentVisits(username);
  const kept = visits.find((candidate) => candidate.to === visit.to);
  const first = kept && !better ? kept : visit;
  const next = [first, ...visits.filter((candidate) => candidate.to !== visit.to)].slice(0, RECENT_LIMIT);
  try {
    store.setItem(keyOf(username), JSON.stringify(next));
  } catch {
    // A full storage keeps what it had.
  }
}

/** When the session ends (a logout here or in another tab): every user's visits in this browser go. */
export function removeAllRecentVisits(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(RECENT_PREFIX) ?? false,
  );
  for (const key of keys) store.removeItem(key);
}
