import type { Page } from '@redakcja/api-sdk';
import { NumberedPagination } from '@redakcja/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import * as styles from './layout.css';
import { pageToLandOn, writeListParams } from './listParams';

export const PAGINATION_TOP_LABEL = 'Paginacja (góra)';
export const PAGINATION_BOTTOM_LABEL = 'Paginacja (dół)';

/**
 * Numbered pagination above and below a list (01 §1). The last page comes from the collection's `last`
 * link; while the next page loads, the previous answer's last page keeps the controls in place. A page
 * past the end is replaced (in the history too) by the last page the server names.
 */
export function PagedNavigation({
  page,
  current,
  onPageChange,
  isLoading,
  children,
}: {
  page: Page<unknown> | undefined;
  current: number;
  onPageChange: (page: number) => void;
  isLoading: boolean;
  children: ReactNode;
}) {
  const [, setSearch] = useSearchParams();
  // Only an answer for the page of the address counts (not the previous page's, kept while loading).
  const answered = page && !isLoading && (page.page === undefined || page.page === current);
  const landing = answered ? pageToLandOn(page, current) : null;
  useEffect(() => {
    if (landing !== null)
      setSearch((search) => writeListParams(search, { page: landing }), { replace: true });
  }, [landing, setSearch]);

  const known = useRef(0);
  if (page && landing === null) {
    known.current = page.lastPage ?? Math.max(current, page.page ?? current) + (page.hasNext ? 1 : 0);
  }
  const lastPage = known.current;
  const pagination = (label: string) =>
    lastPage > 1 && landing === null ? (
      <NumberedPagination
        aria-label={label}
        page={current}
        lastPage={Math.max(lastPage, current)}
        onPageChange={onPageChange}
        isDisabled={isLoading}
      />
    ) : null;
  return (
    <>
      {/* The top pagination's place is kept from the first paint, so the rows do not move down when the
          answer brings it (a layout shift). */}
      <div className={styles.paginationSlot}>{pagination(PAGINATION_TOP_LABEL)}</div>
      {/* Until the first answer, the list holds a screen's height: what follows it (the bottom actions)
          starts below the fold instead of being pushed out of view by the rows. */}
      <div className={page === undefined && isLoading ? styles.listLoading : styles.list}>{children}</div>
      {pagination(PAGINATION_BOTTOM_LABEL)}
    </>
  );
}
