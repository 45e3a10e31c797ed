import { type Id, liveMessages, type Page } from '@redakcja/api-sdk';
import { Button } from '@redakcja/ui';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as styles from '../layout.css';
import { useRuntimeConfig } from '../runtimeConfig';
import { type FollowListOptions, followList } from './liveList';
import { useLiveUpdatesOff } from './liveState';

type Row = { id: Id };

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
 * A live list's work and line (WEB-146), loaded only where a hub is named: an update of one of the
 * collection's records reads the list's page again with its own call (so its search and filters decide,
 * and no update's body is trusted); the rows shown take their new values in place, a row deleted
 * elsewhere is greyed and goes after a moment (or keeps the server's look, a soft-deleted row's), and
 * rows the page gained are only counted: 'Nowe wpisy: N — pokaż' shows them when asked, so nothing
 * moves under the reader's pointer. The count is a polite status of its own, without the button, so it
 * is read once as it changes; once shown, the focus goes to the list's first row control. While the hub
 * cannot be reached, a quiet muted line says live updates are off (WEB-148).
 */
export default function LiveListLine({
  hubUrl,
  queryKey,
  page,
  latest,
  tableLabel,
  onMarked,
}: {
  hubUrl: string;
  queryKey: QueryKey;
  page: Page<Row> | undefined;
  latest: FollowListOptions<Row>['latest'];
  tableLabel: string;
  onMarked: (marked: ReadonlyMap<string, Date>) => void;
}) {
  const { apiBaseUrl } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const collection = collectionOf(page, apiBaseUrl);
  const keyHash = JSON.stringify(queryKey);
  const [fresh, setFresh] = useState<{ keyHash: string; page: Page<Row>; count: number } | null>(null);
  const off = useLiveUpdatesOff();

  useEffect(() => {
    onMarked(new Map());
    setFresh(null);
    if (!collection) return;
    const controller = new AbortController();
    void followList<Row>({
      hubUrl,
      apiBaseUrl,
      collection,
      queryClient,
      latest,
      signal: controller.signal,
      onMarked,
      onFresh: (next) => setFresh(next ? { keyHash, ...next } : null),
    });
    return () => controller.abort();
  }, [hubUrl, apiBaseUrl, collection, keyHash, queryClient, latest, onMarked]);

  const current = fresh?.keyHash === keyHash ? fresh : null;
  const count = current?.count ?? 0;
  const show = () => {
    if (current) queryClient.setQueryData(latest.current.queryKey, current.page);
    setFresh(null);
    requestAnimationFrame(() => {
      const table = document.querySelector(`table[aria-label="${CSS.escape(tableLabel)}"]`);
      table?.querySelector<HTMLElement>('tbody a[href], tbody button:not(:disabled), tbody input')?.focus();
    });
  };
  return (
    <div className={styles.actions}>
      <span role="status">{count > 0 ? liveMessages.newRows(count) : ''}</span>
      {count > 0 ? (
        <>
          <span aria-hidden="true">—</span>
          <Button size="sm" variant="secondary" onPress={show}>
            {liveMessages.showNewRows}
          </Button>
        </>
      ) : null}
      {off ? <span className={styles.hint}>{liveMessages.off}</span> : null}
    </div>
  );
}
