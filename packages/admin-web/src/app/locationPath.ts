/**
 * The address outside the router (the logged-out shell has none): the path under the admin prefix, and
 * changing it without a reload.
 */
import { useSyncExternalStore } from 'react';

/** '/wirtualny_admin/categories/edit/3' under '/wirtualny_admin' → '/categories/edit/3'; the root → '/'. */
export function pathUnderPrefix(pathname: string, prefix: string): string {
  const rest = prefix !== '' && pathname.startsWith(prefix) ? pathname.slice(prefix.length) : pathname;
  return rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`;
}

export function fullPath(path: string, prefix: string): string {
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}

const REPLACED = 'redakcja:location-replaced';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(REPLACED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(REPLACED, onChange);
  };
};

/** The current pathname, following Back and Forward. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/** Replaces the address (no new history entry, no reload). */
export function replacePath(path: string, prefix: string, state: unknown = null): void {
  window.history.replaceState(state, '', fullPath(path, prefix));
  window.dispatchEvent(new Event(REPLACED));
}
