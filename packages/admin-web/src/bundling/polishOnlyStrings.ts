import type { Plugin } from 'vite';

/**
 * The locale whose strings are kept: ui's PANEL_LOCALE, which its LocaleProvider gives react-aria. Written
 * out because the build's configuration cannot load ui's TypeScript; a test holds the two equal.
 */
export const KEPT_LOCALE = 'pl-PL';

/** A locale module of react-aria's translated strings: `…/intl/<component>/<xx-XX>.mjs` or RAC's `./intl/<xx-XX>.mjs`. */
const LOCALE_MODULE = /(^|\/)intl\/(?:[\w-]+\/)?([a-z]{2}-[A-Z]{2})\.m?js$/;
/** The packages whose `intlStrings` import every locale (the monopackages and the scoped ones). */
const REACT_ARIA_PACKAGE =
  /[\\/](react-aria|react-stately|react-aria-components|@react-aria|@react-stately)[\\/]/;

/**
 * react-aria imports its translated strings for 34 locales next to every component (`intlStrings`); the
 * panel speaks Polish only, so the other locales were about 33 KB of a list screen's JavaScript (WEB-57).
 * Each other locale's module resolves to the Polish module of the same folder: the dictionaries keep their
 * keys (any locale a hook is asked for still finds Polish strings, never nothing) and the bundle holds one
 * copy of the strings. What Adobe's `@react-aria/optimize-locales-plugin` does (there with an empty module),
 * without unplugin; it must run before Vite's resolver, which would resolve the relative import first.
 */
export function polishOnlyStringsPlugin(): Plugin {
  return {
    name: 'redakcja-polish-only-strings',
    enforce: 'pre',
    resolveId: {
      // Only locale modules reach the hook (a JavaScript callback for each of the build's imports is slow).
      filter: { id: LOCALE_MODULE },
      async handler(source, importer, options) {
        const locale = LOCALE_MODULE.exec(source)?.[2];
        if (!locale || locale === KEPT_LOCALE || !importer || !REACT_ARIA_PACKAGE.test(importer)) return null;
        const polish = source.replace(new RegExp(`${locale}(\\.m?js)$`), `${KEPT_LOCALE}$1`);
        return this.resolve(polish, importer, { ...options, skipSelf: true });
      },
    },
  };
}
