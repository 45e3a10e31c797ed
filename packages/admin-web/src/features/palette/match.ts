/**
 * Matching typed text against screen names without regard to case and Polish diacritics: 'uzytk' finds
 * 'Użytkownicy', 'LOG' finds 'Historia logowań'.
 */

/** 'ł' has no decomposition in Unicode: it is mapped by hand, the other Polish letters decompose. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLocaleLowerCase('pl-PL')
    .trim();
}

/**
 * How well `query` names `text`: 0 when it starts it, 1 when it starts one of its words, 2 when it
 * appears inside it, null when it does not (an empty query matches nothing).
 */
export function matchRank(text: string, query: string): number | null {
  const folded = foldText(query);
  if (folded === '') return null;
  const target = foldText(text);
  const at = target.indexOf(folded);
  if (at < 0) return null;
  if (at === 0) return 0;
  return target.split(/[\s(),.–-]+/).some((word) => word.startsWith(folded)) ? 1 : 2;
}

/**
 * The entries any of whose texts the query names, best first (then in their own order). `texts` gives the
 * texts an entry answers to: its label, and its menu group.
 */
export function matchEntries<Entry>(
  entries: readonly Entry[],
  query: string,
  texts: (entry: Entry) => readonly string[],
): Entry[] {
  return entries
    .map((entry, index) => {
      const ranks = texts(entry)
        .map((text) => matchRank(text, query))
        .filter((rank): rank is number => rank !== null);
      return { entry, index, rank: ranks.length ? Math.min(...ranks) : null };
    })
    .filter((candidate) => candidate.rank !== null)
    .sort((a, b) => (a.rank as number) - (b.rank as number) || a.index - b.index)
    .map((candidate) => candidate.entry);
}

/** A number typed alone: an id to look up. */
export function typedId(query: string): string | null {
  const trimmed = query.trim();
  return /^\d{1,12}$/.test(trimmed) ? String(Number(trimmed)) : null;
}
