import { PAGINATION } from '@redakcja/api-sdk/constants';

/**
 * Numbered pagination of the specification (01 §1, §9), by the SDK's `PAGINATION`: up to 10 pages
 * shown in full; else a window of 10 pages at the edges, or 15 in the middle (current ± 7); ellipses
 * jump 8 pages.
 */
const {
  showAllPagesUpTo: ALL_PAGES_UP_TO,
  edgeWindow: EDGE_WINDOW,
  middleRadius: MIDDLE_RADIUS,
  jump: JUMP,
} = PAGINATION;

export interface PaginationWindow {
  /** The page numbers shown, in order. */
  pages: number[];
  /** The target of the leading ellipsis (current − 8, at least 1), or null when page 1 is in view. */
  jumpBack: number | null;
  /** The target of the trailing ellipsis (current + 8, at most last), or null when the last page is in view. */
  jumpForward: number | null;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The window for page `current` of `last` (UI-5): all pages when last ≤ 10; otherwise pages 1-10
 * while current ≤ 8, pages last-9…last while current ≥ last-7, and current-7…current+7 between.
 * Each side not reaching its end gets an ellipsis that jumps 8 pages.
 */
export function paginationWindow(current: number, last: number): PaginationWindow {
  if (last < 1) return { pages: [], jumpBack: null, jumpForward: null };
  const page = Math.min(Math.max(current, 1), last);
  let pages: number[];
  if (last <= ALL_PAGES_UP_TO) pages = range(1, last);
  else if (page <= MIDDLE_RADIUS + 1) pages = range(1, EDGE_WINDOW);
  else if (page >= last - MIDDLE_RADIUS) pages = range(last - EDGE_WINDOW + 1, last);
  else pages = range(page - MIDDLE_RADIUS, page + MIDDLE_RADIUS);
  const first = pages[0]!;
  const end = pages[pages.length - 1]!;
  return {
    pages,
    jumpBack: first > 1 ? Math.max(1, page - JUMP) : null,
    jumpForward: end < last ? Math.min(last, page + JUMP) : null,
  };
}
