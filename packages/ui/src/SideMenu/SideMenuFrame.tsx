/**
 * The side menu's frame and links without its groups and user box: what the logged-out menu shows
 * (`LinksSideMenu`), with none of the accordion's code (react-aria's Disclosure), which only the
 * logged-in menu (`SideMenu`) needs.
 */
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components/Link';
import { Logo } from '../Logo/Logo';
import * as styles from './SideMenu.css';

/** The side menu's landmark (complementary, beside the panel's main content). */
export const SIDE_MENU_LABEL = 'Menu';
export const MENU_LABEL = 'Menu główne';
export const PRODUCT_NAME = 'Redakcja';

/** One menu entry: a link, or a group (accordion) of child entries. Plain data: no router, no SDK. */
export interface MenuEntry {
  id: string;
  label: string;
  /** The link of an entry; groups have none. */
  href?: string;
  /** The entry of the current route (the panel matches the path's second segment). */
  isActive?: boolean;
  children?: readonly MenuEntry[];
}

export function EntryLink({ entry }: { entry: MenuEntry }) {
  return (
    <AriaLink href={entry.href} className={styles.link} aria-current={entry.isActive ? 'page' : undefined}>
      {entry.label}
    </AriaLink>
  );
}

export interface SideMenuFrameProps {
  /** Where the logo links (Home). */
  homeHref?: string;
  'aria-label'?: string;
  /** The entries, inside the menu's `<nav>`. */
  children: ReactNode;
  /** After the `<nav>` (the user box). */
  footer?: ReactNode;
}

/**
 * The left menu's frame: a top-level landmark of its own (`<aside>`, 'Menu'), a sibling of the panel's
 * `<main>`, with the logo linking Home and the entries' `<nav>`.
 */
export function SideMenuFrame({
  homeHref = '/',
  'aria-label': ariaLabel = MENU_LABEL,
  children,
  footer,
}: SideMenuFrameProps) {
  return (
    <aside aria-label={SIDE_MENU_LABEL} className={styles.menu}>
      <AriaLink href={homeHref} className={styles.brand}>
        <Logo size={40} label={null} className={styles.logo} />
        {PRODUCT_NAME}
      </AriaLink>
      <nav aria-label={ariaLabel}>{children}</nav>
      {footer}
    </aside>
  );
}

export interface LinksSideMenuProps extends Omit<SideMenuFrameProps, 'children' | 'footer'> {
  /** Links only (no groups). */
  entries: readonly MenuEntry[];
}

/** The side menu with links only and no user box: the logged-out menu (01 §2). */
export function LinksSideMenu({ entries, ...frame }: LinksSideMenuProps) {
  return (
    <SideMenuFrame {...frame}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <EntryLink entry={entry} />
          </li>
        ))}
      </ul>
    </SideMenuFrame>
  );
}
