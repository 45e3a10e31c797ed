import type { Id, Page } from '@redakcja/api-sdk';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '../runtimeConfig';
import { IRI_ONLY, idOfIri, liveClient, streamState } from './liveClient';

/** How long a row deleted elsewhere stays in the list, greyed, before it goes. */
export const DELETED_ROW_MS = 2000;
/** Updates arriving together (a save of several records) are read with one request. */
const SETTLE_MS = 150;

export interface LiveList<Row> {
  /** A hub is configured: the list follows it and shows its new-rows line. */
  enabled: boolean;
  /** When the row was deleted elsewhere while shown (it is greyed, then goes), else undefined. */
  markedDeleted: (row: Row) => Date | undefined;
  /** How many rows the list's page has now that it does not show yet. */
  newCount: number;
  /** Shows the page as the server has it now, new rows included. */
  showNew: () => void;
}

/** The absolute collection a page was read from (`https://…/api/comments`), or null. */
function collectionOf(page: Page<unknown> | undefined, apiBaseUrl: string): string | null {
  const self = page?.links.self;
  if (!self) return null;
  try {
    const url = new URL(self, `${apiBaseUrl}/`);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

/**
 * A list that follows the hub (WEB-146): an update of one of the collection's records reads the list's
 * page again with its own call (so its search and filters decide, and no update's body is trusted);
 * the rows shown take their new values in place, a row deleted elsewhere is greyed and goes after
 * `DELETED_ROW_MS` (or keeps the server's look, a soft-deleted row's), and rows the page gained are only
 * counted, shown when asked, so nothing moves under the reader's pointer. Without a hub: nothing.
 */
export function useLiveList<Row extends { id: Id }>(
  queryKey: QueryKey,
  page: Page<Row> | undefined,
  load: (signal: AbortSignal) => Promise<Page<Row>>,
): LiveList<Row> {
  const { hubUrl, apiBaseUrl } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const collection = collectionOf(page, apiBaseUrl);
  const keyHash = JSON.stringify(queryKey);
  const [marked, setMarked] = useState<ReadonlyMap<string, Date>>(() => new Map());
  const [fresh, setFresh] = useState<{ keyHash: string; page: Page<Row>; count: number } | null>(null);
  const latest = useRef({ queryKey, load });
  latest.current = { queryKey, load };

  useEffect(() => {
    setMarked(new Map());
    setFresh(null);
    if (!hubUrl || !collection) return;
    const controller = new AbortController();
    const { signal } = controller;
    const state = streamState();
    const markedAt = new Map<string, Date>();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void reconcile();
      }, ms);
      timers.add(timer);
      return timer;
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let again = false;

    const shownPage = () => queryClient.getQueryData<Page<Row>>(latest.current.queryKey);

    const reconcile = async (): Promise<void> => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        const next = await latest.current.load(signal);
        const shown = shownPage();
        if (signal.aborted || !shown) return;
        const byId = new Map(next.items.map((row) => [String(row.id), row]));
        const now = Date.now();
        const items: Row[] = [];
        for (const row of shown.items) {
          const id = String(row.id);
          const current = byId.get(id);
          const since = markedAt.get(id);
          if (since !== undefined && current) {
            // Still listed (a soft delete): the row shows what the server says of it.
            markedAt.delete(id);
            items.push(current);
          } else if (since !== undefined) {
            if (now - since.getTime() < DELETED_ROW_MS) items.push(row);
            else markedAt.delete(id);
          } else {
            // Gone from the page for another reason (a filter no longer matching): kept as it was.
            items.push(current ?? row);
          }
        }
        const changed = items.length !== shown.items.length || items.some((row, i) => row !== shown.items[i]);
        if (changed) queryClient.setQueryData<Page<Row>>(latest.current.queryKey, { ...shown, items });
        setMarked(new Map(markedAt));
        const shownIds = new Set(items.map((row) => String(row.id)));
        const count = next.items.filter((row) => !shownIds.has(String(row.id))).length;
        setFresh(count > 0 ? { keyHash, page: next, count } : null);
      } catch {
        // A failed read leaves the list as it is; the next update or a reload tries again.
      } finally {
        running = false;
        if (again && !signal.aborted) {
          again = false;
          void reconcile();
        }
      }
    };

    void (async () => {
      try {
        const client = await liveClient(hubUrl);
        const updates = client.subscribe(`${collection}/{id}`, {
          parse: IRI_ONLY,
          signal,
          onState: state.onState,
        });
        for await (const update of updates) {
          const id = idOfIri(update.iri);
          if (update.kind === 'deleted' && shownPage()?.items.some((row) => String(row.id) === id)) {
            markedAt.set(id, new Date());
            setMarked(new Map(markedAt));
            later(DELETED_ROW_MS);
          }
          if (settle !== undefined) {
            clearTimeout(settle);
            timers.delete(settle);
          }
          settle = later(SETTLE_MS);
        }
      } catch {
        // The live code did not load: the list stays as it always was.
      }
    })();

    return () => {
      controller.abort();
      for (const timer of timers) clearTimeout(timer);
      state.done();
    };
  }, [hubUrl, collection, keyHash, queryClient]);

  const markedDeleted = useCallback((row: Row) => marked.get(String(row.id)), [marked]);
  const current = fresh?.keyHash === keyHash ? fresh : null;
  const showNew = useCallback(() => {
    if (current) queryClient.setQueryData(latest.current.queryKey, current.page);
    setFresh(null);
  }, [current, queryClient]);
  return { enabled: Boolean(hubUrl), markedDeleted, newCount: current?.count ?? 0, showNew };
}
