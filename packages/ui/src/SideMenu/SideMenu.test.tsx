import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { lightControl } from '../Button/Button.css';
import { MemoEntryLink, type MenuEntry, SideMenu } from './SideMenu';
import { LinksSideMenu, type MenuLinkProps } from './SideMenuFrame';

const entries: MenuEntry[] = [
  { id: 'home', label: 'Strona główna', href: '/wirtualny_admin' },
  { id: 'articles', label: 'Artykuły', href: '/wirtualny_admin/articles', isActive: true },
  {
    id: 'stats',
    label: 'Statystyki',
    children: [
      { id: 'author_stats', label: 'Statystyki autorów', href: '/wirtualny_admin/author_stats' },
      { id: 'reports', label: 'Raporty', href: '/wirtualny_admin/stats' },
    ],
  },
];

/** The entries' anchor in the render count: each render of an entry notes its label. */
const rendered: string[] = [];
function CountingLink({ href, children }: MenuLinkProps) {
  rendered.push(String(children));
  return <a href={href}>{children}</a>;
}

describe('SideMenu', () => {
  it('lists entries as links, marks the active one and links the logo home', async () => {
    const { container } = renderUi(
      <SideMenu entries={entries} homeHref="/wirtualny_admin" user={{ username: 'redaktor' }} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Menu główne' });
    const active = within(nav).getByRole('link', { name: 'Artykuły' });
    expect(active.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Strona główna' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Redakcja' }).getAttribute('href')).toBe('/wirtualny_admin');
    // react-aria's Links (client-side navigation inside the panel's RouterProvider), logo included.
    for (const link of screen.getAllByRole('link')) expect(link.hasAttribute('data-rac')).toBe(true);
    await expectNoAxeViolations(container);
  });

  it("is a landmark of its own ('Menu') holding the logo, the navigation and the user box", async () => {
    const { container } = renderUi(
      <>
        <SideMenu entries={entries} homeHref="/wirtualny_admin" user={{ username: 'redaktor' }} />
        <main>
          <h1>Artykuły</h1>
        </main>
      </>,
    );
    const side = screen.getByRole('complementary', { name: 'Menu' });
    expect(within(side).getByRole('link', { name: 'Redakcja' })).toBeTruthy();
    expect(within(side).getByRole('navigation', { name: 'Menu główne' })).toBeTruthy();
    expect(within(side).getByRole('region', { name: 'Zalogowany użytkownik' })).toBeTruthy();
    // The whole page's landmark rules: nothing outside a landmark, the menu top-level beside main.
    await expectNoAxeViolations(container, { landmarks: true });
  });

  it('opens a group as an accordion', async () => {
    renderUi(<SideMenu entries={entries} />);
    const trigger = screen.getByRole('button', { name: 'Statystyki' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Raporty' })).toBeNull();
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Raporty' }).getAttribute('href')).toBe('/wirtualny_admin/stats');
  });

  it('opens the group of the active entry', () => {
    const withActiveChild = entries.map((entry) =>
      entry.id === 'stats'
        ? {
            ...entry,
            children: entry.children!.map((child) => ({ ...child, isActive: child.id === 'reports' })),
          }
        : { ...entry, isActive: false },
    );
    renderUi(<SideMenu entries={withActiveChild} />);
    expect(screen.getByRole('button', { name: 'Statystyki' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Raporty' }).getAttribute('aria-current')).toBe('page');
  });

  it("shows the user box with 'Zmień hasło' and 'Wyloguj'", async () => {
    const onChangePassword = vi.fn();
    const onLogout = vi.fn();
    renderUi(
      <SideMenu
        entries={entries}
        user={{ username: 'jan.kowalski' }}
        onChangePassword={onChangePassword}
        onLogout={onLogout}
      />,
    );
    const box = screen.getByRole('region', { name: 'Zalogowany użytkownik' });
    expect(within(box).getByText('jan.kowalski')).toBeTruthy();
    await userEvent.click(within(box).getByRole('button', { name: 'Zmień hasło' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Wyloguj' }));
    expect(onChangePassword).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('has no user box when logged out', () => {
    renderUi(
      <SideMenu
        entries={[{ id: 'login', label: 'Logowanie', href: '/wirtualny_admin/login', isActive: true }]}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Zalogowany użytkownik' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wyloguj' })).toBeNull();
  });

  it('logged out, as LinksSideMenu: the same landmarks and links, no accordion, no user box', async () => {
    const { container } = renderUi(
      <LinksSideMenu
        entries={[{ id: 'login', label: 'Zaloguj się', href: '/wirtualny_admin/login', isActive: true }]}
        homeHref="/wirtualny_admin/login"
      />,
    );
    const aside = screen.getByRole('complementary', { name: 'Menu' });
    const nav = within(aside).getByRole('navigation', { name: 'Menu główne' });
    const login = within(nav).getByRole('link', { name: 'Zaloguj się' });
    expect(login.getAttribute('href')).toBe('/wirtualny_admin/login');
    expect(login.getAttribute('aria-current')).toBe('page');
    expect(within(aside).getByRole('link', { name: 'Redakcja' }).getAttribute('href')).toBe(
      '/wirtualny_admin/login',
    );
    expect(screen.queryByRole('button')).toBeNull();
    // Native anchors (no router while logged out), focusable in order, with the light controls' ring.
    for (const link of within(aside).getAllByRole('link')) {
      expect(link.hasAttribute('data-rac')).toBe(false);
      expect(link.classList.contains(lightControl)).toBe(true);
    }
    await userEvent.tab();
    expect(document.activeElement).toBe(within(aside).getByRole('link', { name: 'Redakcja' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(login);
    await expectNoAxeViolations(container);
  });

  it('renders an entry again only when what it shows changed (a navigation rebuilds every entry)', () => {
    // As the panel's shell does on every navigation: new entry objects, the active one moved.
    const menu = (active: string) => (
      <ul>
        {entries
          .filter((entry) => entry.href)
          .map((entry) => (
            <li key={entry.id}>
              <MemoEntryLink entry={{ ...entry, isActive: entry.id === active }} link={CountingLink} />
            </li>
          ))}
      </ul>
    );
    rendered.length = 0;
    const { rerender } = renderUi(menu('articles'));
    expect(rendered).toEqual(['Strona główna', 'Artykuły']);
    rendered.length = 0;
    rerender(menu('articles'));
    expect(rendered).toEqual([]);
    rerender(menu('home'));
    expect(rendered).toEqual(['Strona główna', 'Artykuły']);
    expect(screen.getByRole('link', { name: 'Strona główna' }).getAttribute('href')).toBe('/wirtualny_admin');
  });
});
