/**
 * What the boot (boot.ts) hands the panel's entry: one object, given to the entry's `start` (main.tsx).
 * The entry announces its `start` with an event on the document as it is evaluated (`announceEntry`); the
 * boot, listening since before it imported the entry, calls `start` with its hand-off (the entry keeps no
 * exports: a kept entry signature changed the bundle's chunks). `start` passes each part to the one module
 * that takes it and keeps no reference: the configuration's request to `loadRuntimeConfig`, the refresh's
 * and the first query's answers to the session core's fetch (app/session/earlyRefresh.ts), which drops
 * each once used. Nothing is left on the window: the answers carry the access token (D21: in memory, in
 * the core only); the route table goes to `routeTable`, for app/routeFiles.ts.
 */

/** The refresh the boot sent: under which API base, and its answer (under the cross-tab Web Lock). */
export interface EarlyRefresh {
  /** The refresh's URL (the SDK's `refreshRequest` under the configuration's API base). */
  readonly url: string;
  readonly response: Promise<Response>;
}

/** The list query the boot sent with the early refresh's token: its URL, when, and its answer. */
export interface FirstQuery {
  readonly url: string;
  /** `Date.now()` as it was sent. */
  readonly sentAt: number;
  readonly response: Promise<Response>;
}

/** The id of the page's JSON block holding the build's data for the boot (boot.ts `BootData`). */
export const BOOT_DATA_ID = 'redakcja-boot';

/** Each route's files, for the panel's own navigations to preload (app/routeFiles.ts, WEB-71). */
export interface RouteFiles {
  /** Asset paths ('assets/x.js', 'assets/x.css'). */
  readonly files: readonly string[];
  /** Route paths ('categories/edit/:id') with the indices in `files` of the JavaScript and CSS they need. */
  readonly routes: readonly (readonly [path: string, files: readonly number[]])[];
}

/**
 * The attributes of the link that preloads a route's file: `modulepreload` for JavaScript; for a
 * stylesheet, `preload` as a style, which fetches it without applying it, so that the lazy import's own
 * `stylesheet` link (bundling/preloadHelper.ts) finds it loaded instead of asking for it only once the
 * chunk that needs it has run. Both in CORS mode, as the helper's links are, so the preload is reused.
 */
export function routeFileLink(href: string, priority?: 'low'): Record<string, string> {
  return {
    ...(href.endsWith('.css') ? { rel: 'preload', as: 'style' } : { rel: 'modulepreload' }),
    ...(priority ? { fetchpriority: priority } : {}),
    crossorigin: '',
    href,
  };
}

export interface BootHandoff {
  /** `config.json`'s answer (null when it could not be fetched). */
  readonly config: Promise<Response | null>;
  /** The session restore's refresh; null while a logout is pending (D30). */
  readonly refresh: Promise<EarlyRefresh> | null;
  /** The address's first list query (WEB-72); null when the address has none or the session did not open. */
  readonly firstQuery: Promise<FirstQuery | null> | null;
  readonly routeFiles: RouteFiles;
}

/** The entry's start (main.tsx): with the boot's hand-off, or null without the build's assets (the dev server). */
export type StartPanel = (handoff: BootHandoff | null) => void;

/** The event the entry dispatches on the document as it is evaluated; its detail is the entry's start. */
export const ENTRY_EVENT = 'redakcja-entry';

/** Called by the entry as it is evaluated: hands its start to the boot, which calls it with its hand-off. */
export function announceEntry(doc: Document, start: StartPanel): void {
  doc.dispatchEvent(new CustomEvent<StartPanel>(ENTRY_EVENT, { detail: start }));
}

/**
 * The hand-off's table of each route's files, kept for the panel's navigations: main.tsx sets it,
 * app/routeFiles.ts reads it (a holder apart from that module, which the entry does not load).
 */
export const routeTable: { files?: RouteFiles | undefined } = {};
