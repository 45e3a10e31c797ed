import { memo } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { DisclosureGroup } from 'react-aria-components/DisclosureGroup';
import { Heading } from 'react-aria-components/Heading';
// react-aria's Link: inside the panel's RouterProvider a press navigates client-side.
import { Link as AriaLink } from 'react-aria-components/Link';
import { Button } from '../Button/Button';
import { ChevronDownIcon } from '../icons/icons';
import { useStableCallback } from '../utils/useStableCallback';
import * as styles from './SideMenu.css';
import {
  EntryLink,
  MENU_LABEL,
  type MenuEntry,
  type MenuLinkComponent,
  SideMenuFrame,
} from './SideMenuFrame';

export { MENU_LABEL, type MenuEntry, PRODUCT_NAME, SIDE_MENU_LABEL } from './SideMenuFrame';
export const USER_BOX_LABEL = 'Zalogowany użytkownik';
export const CHANGE_PASSWORD_LABEL = 'Zmień hasło';
export const LOGOUT_LABEL = 'Wyloguj';

export interface SideMenuProps {
  entries: readonly MenuEntry[];
  /** The logged-in user; no user box without one (the logged-out menu). */
  user?: { username: string } | null;
  onChangePassword?: () => void;
  onLogout?: () => void;
  /** Where the logo links (Home). */
  homeHref?: string;
  'aria-label'?: string;
}

const hasActiveChild = (entry: MenuEntry): boolean =>
  Boolean(entry.children?.some((child) => child.isActive || hasActiveChild(child)));

/** Whether two entries show the same (the panel builds its entries anew on every navigation). */
function sameEntry(a: MenuEntry, b: MenuEntry): boolean {
  if (a === b) return true;
  const children = a.children ?? [];
  const others = b.children ?? [];
  return (
    a.id === b.id &&
    a.label === b.label &&
    a.href === b.href &&
    a.isActive === b.isActive &&
    children.length === others.length &&
    children.every((child, index) => sameEntry(child, others[index] as MenuEntry))
  );
}

interface EntryLinkProps {
  entry: MenuEntry;
  link: MenuLinkComponent;
}

/**
 * A menu entry's link, memoised by what it shows: a navigation renders again only the entries it made
 * active or inactive, not the dozens of others (WEB-83). Here, not in the frame: the logged-out menu
 * (the login screen's JavaScript) has no navigation to spare it.
 */
export const MemoEntryLink = memo(
  EntryLink,
  (before: EntryLinkProps, after: EntryLinkProps) =>
    before.link === after.link && sameEntry(before.entry, after.entry),
);

function Entries({ entries }: { entries: readonly MenuEntry[] }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) =>
        entry.children && entry.children.length > 0 ? (
          <li key={entry.id}>
            <EntryGroup entry={entry} />
          </li>
        ) : (
          <li key={entry.id}>
            <MemoEntryLink entry={entry} link={AriaLink} />
          </li>
        ),
      )}
    </ul>
  );
}

interface EntryGroupProps {
  entry: MenuEntry;
}

/** A group's accordion; memoised like the links, so a navigation renders only the groups it changed. */
const EntryGroup = memo(
  function EntryGroup({ entry }: EntryGroupProps) {
    return (
      <Disclosure id={entry.id}>
        <Heading level={2} className={styles.groupHeading}>
          <AriaButton slot="trigger" className={styles.groupTrigger}>
            {entry.label}
            <ChevronDownIcon className={styles.chevron} />
          </AriaButton>
        </Heading>
        <DisclosurePanel className={styles.nested}>
          <Entries entries={entry.children ?? []} />
        </DisclosurePanel>
      </Disclosure>
    );
  },
  (before: EntryGroupProps, after: EntryGroupProps) => sameEntry(before.entry, after.entry),
);

interface UserBoxProps {
  username: string;
  onChangePassword: () => void;
  onLogout: () => void;
}

const UserBox = memo(function UserBox({ username, onChangePassword, onLogout }: UserBoxProps) {
  return (
    <section aria-label={USER_BOX_LABEL} className={styles.userBox}>
      <p className={styles.username}>{username}</p>
      <div className={styles.userActions}>
        <Button size="sm" variant="secondary" onPress={onChangePassword}>
          {CHANGE_PASSWORD_LABEL}
        </Button>
        <Button size="sm" variant="secondary" onPress={onLogout}>
          {LOGOUT_LABEL}
        </Button>
      </div>
    </section>
  );
});

/**
 * The left menu: the logo, the entries (groups as accordions, the group of the active entry open),
 * and the user box with 'Zmień hasło' and 'Wyloguj'. Links use react-aria's Link, so inside the
 * panel's RouterProvider they navigate client-side. Its root is a top-level landmark of its own
 * (`<aside>`, 'Menu'), a sibling of the panel's `<main>`: the panel adds no wrapper around it.
 */
export function SideMenu({
  entries,
  user,
  onChangePassword,
  onLogout,
  homeHref = '/',
  'aria-label': ariaLabel = MENU_LABEL,
}: SideMenuProps) {
  const expanded = entries.filter(hasActiveChild).map((entry) => entry.id);
  // Callers pass new arrow functions on every render, which would render the box again on each navigation.
  const changePassword = useStableCallback(() => onChangePassword?.());
  const logout = useStableCallback(() => onLogout?.());
  const userBox = user ? (
    <UserBox username={user.username} onChangePassword={changePassword} onLogout={logout} />
  ) : null;
  return (
    <SideMenuFrame link={AriaLink} homeHref={homeHref} aria-label={ariaLabel} footer={userBox}>
      <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={expanded}>
        <Entries entries={entries} />
      </DisclosureGroup>
    </SideMenuFrame>
  );
}
