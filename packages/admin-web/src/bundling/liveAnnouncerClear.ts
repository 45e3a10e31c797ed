import type { Plugin } from 'vite';

/** react-aria's live announcer: the module that owns the page's live regions. */
const LIVE_ANNOUNCER = /[\\/]dist[\\/]private[\\/]live-announcer[\\/]LiveAnnouncer\.m?js$/;
const CLEAR_BY_HTML = /(this\.(?:assertive|polite)Log)\.innerHTML\s*=\s*(['"`])\2/g;

/**
 * react-aria's announcer empties its live regions with `innerHTML = ''` (`clearAnnouncer`, which a date
 * field and a combo box call), a Trusted Types sink the panel's policy refuses even for an empty string.
 * The panel's build makes it `replaceChildren()`, the same emptying without a sink.
 */
export function liveAnnouncerClearPlugin(): Plugin {
  return {
    name: 'redakcja-live-announcer-clear',
    apply: 'build',
    transform: {
      filter: { id: LIVE_ANNOUNCER },
      handler(code, id) {
        if (!LIVE_ANNOUNCER.test(id)) return null;
        const replaced = code.replace(CLEAR_BY_HTML, '$1.replaceChildren()');
        if (replaced === code)
          throw new Error(`react-aria's live announcer (${id}) no longer clears by innerHTML`);
        if (/\.innerHTML\b/.test(replaced))
          throw new Error(`react-aria's live announcer (${id}) sets innerHTML`);
        return { code: replaced, map: null };
      },
    },
  };
}
