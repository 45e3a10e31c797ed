import type { Plugin } from 'vite';

/** The module Vite's build imports `__vitePreload` from, in every chunk with a lazy import. */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite's helper in a third of its bytes. Before a lazy import it adds a link for each file of the import
 * not linked yet (the inline script's and routeFiles.ts' links count): `modulepreload` for JavaScript,
 * `stylesheet` for CSS, whose load it awaits, so a screen never paints unstyled; a stylesheet that fails
 * fails the import, as Vite's does. Each file is linked once (a failed one is not tried again by the
 * helper: the import itself is). What it leaves out serves no browser the panel supports: the
 * `preload` fallback of a browser without `modulepreload`, the nonce of a CSP this panel does not use,
 * and the `vite:preloadError` event that nothing here listens to.
 */
export const PRELOAD_HELPER = `const seen = {};
export const __vitePreload = (load, deps, importer) =>
  Promise.all(
    (deps ?? []).map((dep) => {
      const href = new URL(dep, importer).href;
      if (href in seen) return seen[href];
      const css = href.endsWith('.css');
      const linked = [...document.getElementsByTagName('link')].some(
        (link) => link.href === href && (!css || link.rel === 'stylesheet'),
      );
      if (linked) return (seen[href] = undefined);
      const link = document.createElement('link');
      link.rel = css ? 'stylesheet' : 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      const loaded = css
        ? new Promise((resolve, reject) => {
            link.onload = resolve;
            link.onerror = () => reject(new Error('Unable to preload CSS for ' + href));
          })
        : undefined;
      document.head.appendChild(link);
      return (seen[href] = loaded?.finally(() => {
        seen[href] = undefined;
      }));
    }),
  ).then(() => load());
`;

/** Replaces Vite's preload helper (above) in the build: the entry carries it, and the login page with it. */
export function preloadHelperPlugin(): Plugin {
  return {
    name: 'redakcja-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        return id === PRELOAD_HELPER_ID ? PRELOAD_HELPER : null;
      },
    },
  };
}
