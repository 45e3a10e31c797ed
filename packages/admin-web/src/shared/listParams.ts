/**
 * The list state kept in the address (01 §1): `page` and `searchQuery` (plus a list's own filters such as
 * a date), so a reload or a shared link shows the same page and search. Pure readers and writers, and
 * the hook the list screens use.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  /** 1-based; anything unreadable reads as 1. */
  page: number;
  /** The search text ('' for none). */
  searchQuery: string;
  /** Other filters of the list by name (absent: ''). */
  filters: Record<string, string>;
}

export function readPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Math.max(page, 1);
}

export function readListParams(search: URLSearchParams, filterNames: readonly string[] = []): ListParams {
  return {
    page: readPage(search.get('page')),
    searchQuery: search.get('searchQuery') ?? '',
    filters: Object.fromEntries(filterNames.map((name) => [name, search.get(name) ?? ''])),
  };
}

/**
 * The address query after a change. Page 1 and empty values are left out, so a fresh list has a clean
 * address. A new search or filter goes back to page 1.
 */
export function writeListParams(
  search: URLSearchParams,
  change: { page?: number; searchQuery?: string; filters?: Record<string, string> },
): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (name: string, value: string) => {
    if (value === '') next.delete(name);
    else next.set(name, value);
  };
  const resetsPage = change.searchQuery !== undefined || change.filters !== undefined;
  if (change.searchQuery !== undefined) set('searchQuery', change.searchQuery);
  for (const [name, value] of Object.entries(change.filters ?? {})) set(name, value);
  const page = change.page ?? (resetsPage ? 1 : readPage(next.get('page')));
  set('page', page > 1 ? String(page) : '');
  return next;
}

/** The list state of the current address, and setters that write it. */
export function useListParams(filterNames: readonly string[] = []) {
  const [search, setSearch] = useSearchParams();
  const key = filterNames.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are compared by value (key).
  const params = useMemo(() => readListParams(search, filterNames), [search, key]);
  // A page change is a step the Back button can undo; a search or filter replaces the entry.
  const update = useCallback(
    (change: Parameters<typeof writeListParams>[1], replace: boolean) =>
      setSearch((current) => writeListParams(current, change), { replace }),
    [setSearch],
  );
  const setPage = useCallback((page: number) => update({ page }, false), [update]);
  const setSearchQuery = useCallback(
    (searchQuery: string) => {
      if (searchQuery !== params.searchQuery) update({ searchQuery }, true);
    },
    [update, params.searchQuery],
  );
  const setFilter = useCallback(
    (name: string, value: string) => update({ filters: { [name]: value } }, true),
    [update],
  );
  return { ...params, setPage, setSearchQuery, setFilter };
}
