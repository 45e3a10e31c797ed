import { useContext } from 'react';
import { parsePath, UNSAFE_NavigationContext } from 'react-router';

/**
 * The `useHref` of react-aria's RouterProvider: the address of a panel path under the panel's base, as
 * react-router's `useHref` gives it, without reading the current location. react-router's reads it to
 * resolve relative paths, so every link on screen (the side menu's dozens, 30 rows' 'Edytuj') rendered
 * again on each navigation. The panel's links are absolute paths, which need only the base; anything
 * else (a full URL) is left as it is, for the browser.
 */
export function usePanelHref(to: string): string {
  const { basename, navigator } = useContext(UNSAFE_NavigationContext);
  if (!to.startsWith('/')) return to;
  const { pathname = '/', search = '', hash = '' } = parsePath(to);
  const joined =
    basename === '/'
      ? pathname
      : pathname === '/'
        ? basename
        : `${basename}/${pathname}`.replace(/\/\/+/g, '/');
  return navigator.createHref({
    pathname: joined,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  });
}
