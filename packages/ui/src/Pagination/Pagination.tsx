import type { ReactNode } from 'react';
import { LightButton } from '../Button/LightButton';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DoubleChevronLeftIcon,
  DoubleChevronRightIcon,
} from '../icons/icons';
import * as styles from './Pagination.css';
import { paginationWindow } from './paginationWindow';

export const PAGINATION_LABEL = 'Paginacja';
export const FIRST_PAGE_LABEL = 'Pierwsza strona';
export const PREVIOUS_PAGE_LABEL = 'Poprzednia strona';
export const NEXT_PAGE_LABEL = 'Następna strona';
export const LAST_PAGE_LABEL = 'Ostatnia strona';
export const JUMP_BACK_LABEL = 'Przeskocz o 8 stron wstecz';
export const JUMP_FORWARD_LABEL = 'Przeskocz o 8 stron naprzód';
export const pageLabel = (page: number) => `Strona ${page}`;

export interface NumberedPaginationProps {
  /** 1-based current page. */
  page: number;
  /** The last page number (from the collection's last link or its total). Nothing renders below 1. */
  lastPage: number;
  onPageChange: (page: number) => void;
  /** Name of the nav landmark; give the top and bottom copies different names ('Paginacja (dół)'). */
  'aria-label'?: string;
  isDisabled?: boolean;
}

/** One control of a pagination: a small button in the list, named for screen readers. */
function PageItem({
  label,
  isDisabled,
  onPress,
  variant = 'secondary',
  isCurrent = false,
  className,
  children,
}: {
  label: string;
  isDisabled: boolean;
  onPress: () => void;
  variant?: 'primary' | 'secondary' | 'ghost';
  isCurrent?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <LightButton
        variant={variant}
        size="sm"
        className={className}
        aria-label={label}
        aria-current={isCurrent ? 'page' : undefined}
        isDisabled={isDisabled}
        // Pressing a page disables the controls while it loads, and 'Ostatnia strona' on the last page:
        // the focus stays on the control pressed.
        focusableWhenDisabled
        onPress={onPress}
      >
        {children}
      </LightButton>
    </li>
  );
}

/** First, previous, next and last: the same four controls in both paginations. */
const EDGES = {
  first: { label: FIRST_PAGE_LABEL, icon: <DoubleChevronLeftIcon /> },
  previous: { label: PREVIOUS_PAGE_LABEL, icon: <ChevronLeftIcon /> },
  next: { label: NEXT_PAGE_LABEL, icon: <ChevronRightIcon /> },
  last: { label: LAST_PAGE_LABEL, icon: <DoubleChevronRightIcon /> },
} as const;

/** Numbered pages with first/previous/next/last and 8-page ellipsis jumps (UI-5). */
export function NumberedPagination({
  page,
  lastPage,
  onPageChange,
  'aria-label': ariaLabel = PAGINATION_LABEL,
  isDisabled = false,
}: NumberedPaginationProps) {
  if (lastPage < 1) return null;
  const { pages, jumpBack, jumpForward } = paginationWindow(page, lastPage);
  const atStart = page <= 1;
  const atEnd = page >= lastPage;
  const go = (target: number) => () => {
    if (target !== page) onPageChange(target);
  };
  const edge = (which: keyof typeof EDGES, target: number, isAtEdge: boolean) => (
    <PageItem label={EDGES[which].label} isDisabled={isDisabled || isAtEdge} onPress={go(target)}>
      {EDGES[which].icon}
    </PageItem>
  );
  const jump = (label: string, target: number | null) =>
    target === null ? null : (
      <PageItem variant="ghost" label={label} isDisabled={isDisabled} onPress={go(target)}>
        …
      </PageItem>
    );
  return (
    <nav aria-label={ariaLabel} className={styles.nav}>
      <ul className={styles.list}>
        {edge('first', 1, atStart)}
        {edge('previous', page - 1, atStart)}
        {jump(JUMP_BACK_LABEL, jumpBack)}
        {pages.map((number) => (
          <PageItem
            key={number}
            variant={number === page ? 'primary' : 'secondary'}
            isCurrent={number === page}
            className={styles.page}
            label={pageLabel(number)}
            isDisabled={isDisabled}
            onPress={go(number)}
          >
            {number}
          </PageItem>
        ))}
        {jump(JUMP_FORWARD_LABEL, jumpForward)}
        {edge('next', page + 1, atEnd)}
        {edge('last', lastPage, atEnd)}
      </ul>
    </nav>
  );
}

/** The hydra view's links; a missing one disables its button. */
export interface PageLinks {
  first?: string | null;
  previous?: string | null;
  next?: string | null;
  last?: string | null;
}

export interface LinkPaginationProps {
  links: PageLinks;
  /** Called with the chosen link, to be fetched as given. */
  onNavigate: (link: string) => void;
  'aria-label'?: string;
  isDisabled?: boolean;
}

/** First/previous/next/last following the collection's own links (lists without page numbers). */
export function LinkPagination({
  links,
  onNavigate,
  'aria-label': ariaLabel = PAGINATION_LABEL,
  isDisabled = false,
}: LinkPaginationProps) {
  const controls = [
    { ...EDGES.first, link: links.first },
    { ...EDGES.previous, link: links.previous },
    { ...EDGES.next, link: links.next },
    { ...EDGES.last, link: links.last },
  ];
  return (
    <nav aria-label={ariaLabel} className={styles.nav}>
      <ul className={styles.list}>
        {controls.map(({ link, label, icon }) => (
          <PageItem
            key={label}
            label={label}
            isDisabled={isDisabled || !link}
            onPress={() => {
              if (link) onNavigate(link);
            }}
          >
            {icon}
          </PageItem>
        ))}
      </ul>
    </nav>
  );
}
