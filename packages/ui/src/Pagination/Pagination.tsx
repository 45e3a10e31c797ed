import { Button } from '../Button/Button';
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

/** Numbered pages with first/previous/next/last and 8-page ellipsis jumps (UI-5). */
export function NumberedPagination({
  page,
  lastPage,
  onPageChange,
  'aria-label': ariaLabel = PAGINATION_LABEL,
  isDisabled,
}: NumberedPaginationProps) {
  if (lastPage < 1) return null;
  const { pages, jumpBack, jumpForward } = paginationWindow(page, lastPage);
  const atStart = page <= 1;
  const atEnd = page >= lastPage;
  const go = (target: number) => () => {
    if (target !== page) onPageChange(target);
  };
  return (
    <nav aria-label={ariaLabel} className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <Button
            variant="secondary"
            size="sm"
            aria-label={FIRST_PAGE_LABEL}
            isDisabled={isDisabled || atStart}
            onPress={go(1)}
          >
            <DoubleChevronLeftIcon />
          </Button>
        </li>
        <li>
          <Button
            variant="secondary"
            size="sm"
            aria-label={PREVIOUS_PAGE_LABEL}
            isDisabled={isDisabled || atStart}
            onPress={go(page - 1)}
          >
            <ChevronLeftIcon />
          </Button>
        </li>
        {jumpBack !== null ? (
          <li>
            <Button
              variant="ghost"
              size="sm"
              aria-label={JUMP_BACK_LABEL}
              isDisabled={isDisabled}
              onPress={go(jumpBack)}
            >
              …
            </Button>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'primary' : 'secondary'}
              size="sm"
              className={styles.page}
              aria-label={pageLabel(number)}
              aria-current={number === page ? 'page' : undefined}
              isDisabled={isDisabled}
              onPress={go(number)}
            >
              {number}
            </Button>
          </li>
        ))}
        {jumpForward !== null ? (
          <li>
            <Button
              variant="ghost"
              size="sm"
              aria-label={JUMP_FORWARD_LABEL}
              isDisabled={isDisabled}
              onPress={go(jumpForward)}
            >
              …
            </Button>
          </li>
        ) : null}
        <li>
          <Button
            variant="secondary"
            size="sm"
            aria-label={NEXT_PAGE_LABEL}
            isDisabled={isDisabled || atEnd}
            onPress={go(page + 1)}
          >
            <ChevronRightIcon />
          </Button>
        </li>
        <li>
          <Button
            variant="secondary"
            size="sm"
            aria-label={LAST_PAGE_LABEL}
            isDisabled={isDisabled || atEnd}
            onPress={go(lastPage)}
          >
            <DoubleChevronRightIcon />
          </Button>
        </li>
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
  isDisabled,
}: LinkPaginationProps) {
  const controls = [
    { link: links.first, label: FIRST_PAGE_LABEL, icon: <DoubleChevronLeftIcon /> },
    { link: links.previous, label: PREVIOUS_PAGE_LABEL, icon: <ChevronLeftIcon /> },
    { link: links.next, label: NEXT_PAGE_LABEL, icon: <ChevronRightIcon /> },
    { link: links.last, label: LAST_PAGE_LABEL, icon: <DoubleChevronRightIcon /> },
  ];
  return (
    <nav aria-label={ariaLabel} className={styles.nav}>
      <ul className={styles.list}>
        {controls.map(({ link, label, icon }) => (
          <li key={label}>
            <Button
              variant="secondary"
              size="sm"
              aria-label={label}
              isDisabled={isDisabled || !link}
              onPress={() => {
                if (link) onNavigate(link);
              }}
            >
              {icon}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
