import type { Story } from '@ladle/react';
import { type MenuEntry, SideMenu } from './SideMenu';
import { LinksSideMenu } from './SideMenuFrame';

export default { title: 'Navigation / SideMenu' };

const entries: MenuEntry[] = [
  { id: 'home', label: 'Strona główna', href: '#/' },
  { id: 'articles', label: 'Artykuły', href: '#/articles', isActive: true },
  { id: 'comments', label: 'Komentarze', href: '#/comments' },
  {
    id: 'stats',
    label: 'Statystyki',
    children: [
      { id: 'author_stats', label: 'Statystyki autorów', href: '#/author_stats' },
      { id: 'article_stats', label: 'Statystyki artykułów', href: '#/article_stats_google' },
      { id: 'reports', label: 'Raporty', href: '#/stats' },
    ],
  },
  { id: 'cache', label: 'Cache', href: '#/cache' },
];

export const LoggedIn: Story = () => (
  <SideMenu entries={entries} user={{ username: 'jan.kowalski' }} homeHref="#/" />
);
export const ActiveInGroup: Story = () => (
  <SideMenu
    entries={entries.map((entry) =>
      entry.id === 'stats'
        ? {
            ...entry,
            children: entry.children!.map((child) => ({ ...child, isActive: child.id === 'reports' })),
          }
        : { ...entry, isActive: false },
    )}
    user={{ username: 'jan.kowalski' }}
  />
);
export const LoggedOut: Story = () => (
  <SideMenu entries={[{ id: 'login', label: 'Logowanie', href: '#/login', isActive: true }]} />
);
/** The panel's logged-out menu: links only, without the accordion's code. */
export const LinksOnly: Story = () => (
  <LinksSideMenu
    entries={[{ id: 'login', label: 'Zaloguj się', href: '#/login', isActive: true }]}
    homeHref="#/login"
  />
);
