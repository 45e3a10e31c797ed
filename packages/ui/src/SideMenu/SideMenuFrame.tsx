/**
 * The side menu's frame and links without its groups and user box: what the logged-out menu shows
 * (`LinksSideMenu`), with none of the accordion's code (react-aria's Disclosure), which only the
 * logged-in menu (`SideMenu`) needs. The frame takes its anchor component: react-aria's Link in the
 * logged-in menu (client-side navigation inside the panel's RouterProvider), a native anchor in the
 * logged-out one, which has no router, so the login screen's JavaScript carries no press machinery (UI-39).
 */
import type { ComponentType, ReactNode } from 'react';
import { lightControl } from '../Button/Button.css';
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

/** What the menu's anchors are given (react-aria's Link and a native anchor both take it). */
export interface MenuLinkProps {
  href?: string | undefined;
  className: string;
  'aria-current'?: 'page' | undefined;
  children: ReactNode;
}
export type MenuLinkComponent = ComponentType<MenuLinkProps>;

/**
 * A native anchor: where no router is (the logged-out menu) react-aria's Link only lets the browser
 * follow the link too. Hover is CSS `:hover`, the focus ring `:focus-visible` (`lightControl`).
 */
export function NativeMenuLink({ className, ...props }: MenuLinkProps) {
  return <a {...props} className={`${className} ${lightControl}`} />;
}

export function EntryLink({ entry, link: Link }: { entry: MenuEntry; link: MenuLinkComponent }) {
  return (
    <Link href={entry.href} className={styles.link} aria-current={entry.isActive ? 'page' : undefined}>
      {entry.label}
    </Link>
  );
}

export interface SideMenuFrameProps {
  /** The anchor of the logo (and of the entries, which the caller renders). */
  link: MenuLinkComponent;
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
  link: Link,
  homeHref = '/',
  'aria-label': ariaLabel = MENU_LABEL,
  children,
  footer,
}: SideMenuFrameProps) {
  return (
    <aside aria-label={SIDE_MENU_LABEL} className={styles.menu}>
      <Link href={homeHref} className={styles.brand}>
        <Logo size={40} label={null} className={styles.logo} />
        {PRODUCT_NAME}
      </Link>
      <nav aria-label={ariaLabel}>{children}</nav>
      {footer}
    </aside>
  );
}

export interface LinksSideMenuProps extends Omit<SideMenuFrameProps, 'children' | 'footer' | 'link'> {
  /** Links only (no groups). */
  entries: readonly MenuEntry[];
}

/** The side menu with links only and no user box, on native anchors: the logged-out menu (01 §2). */
export function LinksSideMenu({ entries, ...frame }: LinksSideMenuProps) {
  return (
    <SideMenuFrame {...frame} link={NativeMenuLink}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <EntryLink entry={entry} link={NativeMenuLink} />
          </li>
        ))}
      </ul>
    </SideMenuFrame>
  );
}
