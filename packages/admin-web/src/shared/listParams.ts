/**
 * The list state kept in the address (01 §1): `page` and `searchQuery` (plus a list's own filters such as
 * a date), so a reload or a shared link shows the same page and search. Pure readers and writers, and
 * the hook the list screens use.
 */
import { type Page, pageNumberFromLink } from '@redakcja/api-sdk';
import { SEARCH_QUERY_MAX_LENGTH } from '@redakcja/api-sdk/constants';
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
    // An address longer than a search field takes (an old link, a hand-edited one) searches its start.
    searchQuery: (search.get('searchQuery') ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH),
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

/**
 * The page to move to when the address asks for a page past the end (`?page=999999`, an old link after
 * deletions): the server's answer is empty, and its links say where the list really ends. Its `last`
 * link when there is one, else its `first` (partial pagination counts nothing); null when the page is
 * one to show.
 */
export function pageToLandOn(page: Page<unknown>, current: number): number | null {
  if (page.items.length > 0 || current <= 1) return null;
  const last = pageNumberFromLink(page.links.last);
  if (last !== undefined) return last < current ? last : null;
  return pageNumberFromLink(page.links.first) ?? 1;
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
