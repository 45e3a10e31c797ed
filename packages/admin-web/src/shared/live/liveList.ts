/**
 * A list following the hub (WEB-146), loaded on first use where a hub is named: an update of one of the
 * collection's records reads the list's page again with its own call and reconciles it with the rows
 * shown (see `useLiveList`).
 */
import { type Id, idFromIri, type Page } from '@redakcja/api-sdk';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { IRI_ONLY, liveClient, streamState } from './liveClient';

/** How long a row deleted elsewhere stays in the list, greyed, before it goes. */
export const DELETED_ROW_MS = 2000;
/** Updates arriving together (a save of several records) are read with one request. */
const SETTLE_MS = 150;

export interface FollowListOptions<Row> {
  hubUrl: string;
  apiBaseUrl: string;
  /** The absolute collection (`https://…/api/comments`). */
  collection: string;
  queryClient: QueryClient;
  /** The list's query key and call now (they change with the page, search and filters). */
  latest: { current: { queryKey: QueryKey; load: (signal: AbortSignal) => Promise<Page<Row>> } };
  signal: AbortSignal;
  /** The rows greyed as deleted elsewhere, by id, with the time they were. */
  onMarked: (marked: ReadonlyMap<string, Date>) => void;
  /** The page as the server has it now when it has rows not shown (else null), and how many. */
  onFresh: (fresh: { page: Page<Row>; count: number } | null) => void;
}

export async function followList<Row extends { id: Id }>(options: FollowListOptions<Row>): Promise<void> {
  const { queryClient, latest, signal } = options;
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
      options.onMarked(new Map(markedAt));
      const shownIds = new Set(items.map((row) => String(row.id)));
      const count = next.items.filter((row) => !shownIds.has(String(row.id))).length;
      options.onFresh(count > 0 ? { page: next, count } : null);
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

  try {
    const client = await liveClient(options.hubUrl, options.apiBaseUrl);
    const updates = client.subscribe(`${options.collection}/{id}`, {
      parse: IRI_ONLY,
      signal,
      onState: state.onState,
    });
    for await (const update of updates) {
      const id = idFromIri(update.iri) ?? '';
      if (update.kind === 'deleted' && shownPage()?.items.some((row) => String(row.id) === id)) {
        markedAt.set(id, new Date());
        options.onMarked(new Map(markedAt));
        later(DELETED_ROW_MS);
      }
      if (settle !== undefined) {
        clearTimeout(settle);
        timers.delete(settle);
      }
      settle = later(SETTLE_MS);
    }
  } catch {
    // No hub at that address, or the live code did not load: the list stays as it always was.
  } finally {
    for (const timer of timers) clearTimeout(timer);
    state.done();
  }
}
