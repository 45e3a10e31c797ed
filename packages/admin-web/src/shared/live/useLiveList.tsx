import type { Id, Page } from '@redakcja/api-sdk';
import type { QueryKey } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import * as styles from '../layout.css';
import { useRuntimeConfig } from '../runtimeConfig';

const LiveListLine = lazy(() => import('./LiveListLine'));
const NONE: ReadonlyMap<string, Date> = new Map();

export interface LiveList<Row> {
  /** When the row was deleted elsewhere while shown (it is greyed, then goes), else false. */
  markedDeleted: (row: Row) => Date | false;
  /** The list's live line ('Nowe wpisy: N — pokaż'), to show above its table; null without a hub. */
  line: ReactNode;
}

/**
 * A list that follows the hub (WEB-146). All of the work, and the line it shows, load only where
 * config.json names a hub (`LiveListLine.tsx`); the screen keeps only which rows are greyed as deleted
 * elsewhere, for its table.
 */
export function useLiveList<Row extends { id: Id }>(
  queryKey: QueryKey,
  page: Page<Row> | undefined,
  load: (signal: AbortSignal) => Promise<Page<Row>>,
  tableLabel: string,
): LiveList<Row> {
  const { hubUrl } = useRuntimeConfig();
  const [marked, setMarked] = useState(NONE);
  const latest = useRef({ queryKey, load });
  latest.current = { queryKey, load };
  const markedDeleted = useCallback((row: Row) => marked.get(String(row.id)) ?? false, [marked]);
  return {
    markedDeleted,
    line: hubUrl?.trim() ? (
      <div className={styles.liveLine}>
        {/* The live code is asked for once the rows are in, off the path to the first rows. */}
        {page ? (
          <Suspense fallback={null}>
            <LiveListLine
              hubUrl={hubUrl}
              queryKey={queryKey}
              page={page}
              latest={latest}
              tableLabel={tableLabel}
              onMarked={setMarked}
            />
          </Suspense>
        ) : null}
      </div>
    ) : null,
  };
}
