/**
 * The panel's boot: what index.html runs before the entry's code has even downloaded. The build bundles
 * this module (bootScript.ts) into the page's one inline script, from the same modules the panel runs:
 * the `<base>` rule (panelBase.ts), the router's matching (routeMatch.ts), the configuration's reading
 * (config.ts), the SDK's refresh and authorised GET (`refreshRequest`, `authorizedGetRequest`: the requests the
 * SDK's own client sends). What only the build knows (the files, each route's
 * chunks, the first list queries) is data: a JSON block beside the script (`BOOT_DATA_ID`).
 *
 * In order: sets the `<base>` to the panel's root (computed, unless the server wrote one: WEB-2), starts
 * `config.json`, adds the entry's stylesheets and preloads and the chunks of the route the address names
 * (at a low priority: the browser sends waiting requests by priority, so the session's refresh and the
 * first query overtake 80 chunks over HTTP/1.1's 6 connections), imports the entry once the markup is
 * parsed; as soon as the
 * configuration has answered, sends the session restore's refresh (D30: not while a logout is pending;
 * under the refresh's Web Lock); loads the locale's ICU data in a task of its own while the refresh travels
 * (WEB-65, WEB-69); once the refresh has answered, sends a list address's first query with its token
 * (WEB-72, firstQueries.ts). The entry's `start` gets all of it in one object (handoff.ts), nothing on the
 * window.
 *
 * Every tag is added with DOM calls and the entry is an `import()`: no markup is written, so the page
 * runs under `require-trusted-types-for 'script'`. The asset tags are not in the markup: the preload
 * scanner would fetch them before the `<base>` exists, against the wrong folder.
 */
import { authorizedGetRequest, refreshRequest } from '@redakcja/api-sdk';
import { resolveConfig } from '../app/config';
import { panelBase } from '../app/panelBase';
import { matchRoute } from '../app/routeMatch';
import { REFRESH_LOCK } from '../app/session/crossTab';
import { PENDING_LOGOUT_KEY } from '../app/session/pendingLogout';
import {
  type BootHandoff,
  type EarlyRefresh,
  ENTRY_EVENT,
  type FirstQuery,
  routeFileLink,
  type StartPanel,
} from './handoff';

/** The id of the JSON block holding the build's data for the boot. */
export const BOOT_DATA_ID = 'redakcja-boot';

/** What the build knows, for the boot (the dev server knows only the first two). */
export interface BootData {
  /** The first segments of the routes' paths (routeSegments), for the `<base>`. */
  readonly segments: readonly string[];
  readonly defaultPrefix: string;
  readonly assets?: BootAssets;
}

export interface BootAssets {
  /** The entry module ('assets/index-….js'). */
  readonly entry: string;
  /** The entry's static imports, preloaded with it. */
  readonly entryPreloads: readonly string[];
  /** The entry's stylesheets. */
  readonly styles: readonly string[];
  /** Asset paths ('assets/x.js') the routes preload. */
  readonly files: readonly string[];
  /** Route paths ('categories/edit/:id') with the indices in `files` of the JavaScript they need. */
  readonly routes: readonly (readonly [path: string, files: readonly number[]])[];
  /**
   * Route path → its first list query's URL under the API's base (FIRST_QUERIES), sent with the refresh's
   * token when the address has no query string (WEB-72).
   */
  readonly firstQueries: Readonly<Record<string, string>>;
  /** The panel's locale ('pl-PL'): its ICU data is loaded while the entry downloads. */
  readonly locale: string;
}

/** What the boot touches of the page: the browser's globals, or fakes in the tests. */
export interface BootEnvironment {
  readonly location: Pick<Location, 'pathname' | 'origin' | 'search'>;
  readonly document: Document;
  readonly fetch: typeof fetch;
  readonly navigator: { readonly locks?: Pick<LockManager, 'request'> };
  readonly localStorage: Pick<Storage, 'getItem'>;
  readonly setTimeout: (task: () => void, delay: number) => unknown;
  readonly Intl: Pick<typeof Intl, 'DateTimeFormat' | 'Locale'>;
  /** Loads the entry module (`import()`). */
  readonly importModule: (url: string) => Promise<unknown>;
}

/** The build's data, in the page's JSON block. */
export function readBootData(doc: Document): BootData {
  const block = doc.getElementById(BOOT_DATA_ID);
  if (!block?.textContent) throw new Error(`index.html lacks #${BOOT_DATA_ID}`);
  return JSON.parse(block.textContent) as BootData;
}

function addLink(doc: Document, attributes: Record<string, string>): void {
  const link = doc.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  doc.head.appendChild(link);
}

export function boot(env: BootEnvironment, data: BootData): void {
  const doc = env.document;
  if (!doc.querySelector('base[href]')) {
    const base = doc.createElement('base');
    base.setAttribute('href', panelBase(env.location.pathname, data.segments, data.defaultPrefix));
    doc.head.insertBefore(base, doc.head.firstChild);
  }
  // The entry announces its start as it is evaluated (handoff.ts): started once, with the hand-off, or
  // with none under the dev server, which has no build's assets and runs the entry from the markup.
  let handoff: BootHandoff | null = null;
  doc.addEventListener(ENTRY_EVENT, (event) => (event as CustomEvent<StartPanel>).detail(handoff), {
    once: true,
  });
  const assets = data.assets;
  if (!assets) return;
  const config = env
    .fetch(new URL('config.json', doc.baseURI).href, { cache: 'no-cache', priority: 'high' })
    .catch(() => null);

  // The entry's stylesheets hold the first paint, as the markup's would (a stylesheet a script adds
  // does not otherwise).
  for (const href of assets.styles) addLink(doc, { rel: 'stylesheet', href, blocking: 'render' });
  for (const href of [assets.entry, ...assets.entryPreloads])
    addLink(doc, { rel: 'modulepreload', crossorigin: '', href });
  const basePath = new URL(doc.baseURI).pathname;
  const pathname = env.location.pathname;
  const routes = assets.routes.map(([path, files]) => ({ path, files }));
  const route = pathname.startsWith(basePath)
    ? matchRoute(`/${pathname.slice(basePath.length)}`, routes)
    : undefined;
  for (const index of route?.files ?? []) {
    const href = assets.files[index];
    if (href !== undefined) addLink(doc, routeFileLink(href, 'low'));
  }

  const session = startSession(env, config, assets.locale);
  // WEB-72: the first list query only for an address without a query string, whose query is the table's.
  const query = route && env.location.search === '' ? assets.firstQueries[route.path] : undefined;
  handoff = {
    config,
    refresh: session,
    firstQuery: session && query !== undefined ? sendFirstQuery(env, session, query) : null,
    routeFiles: { files: assets.files, routes: assets.routes },
  };
  // Run once the markup is parsed, as a module script of the markup would: an entry from the cache can
  // arrive before #root is. Its download started above.
  const runEntry = () =>
    env.importModule(new URL(assets.entry, doc.baseURI).href).catch((error: unknown) => {
      console.error('Redakcja: the panel did not load.', error);
    });
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', runEntry, { once: true });
  else void runEntry();
}

/** The early refresh with the API base it went to. */
interface SentRefresh extends EarlyRefresh {
  readonly apiBaseUrl: string;
}

/**
 * The session restore's refresh, sent as soon as the configuration has answered (D30: not while a logout
 * is pending; under the refresh's Web Lock), and the locale's ICU data loaded while it travels.
 */
function startSession(
  env: BootEnvironment,
  config: Promise<Response | null>,
  locale: string,
): Promise<SentRefresh> | null {
  // The browser's ICU data for the panel's locale, loaded by the first use of Intl (20 to 40 ms here),
  // which react-aria's locale module makes as it is evaluated, on the way to the screen's first query:
  // loaded instead in a task of its own, queued as the session's refresh is sent (under the Web Lock,
  // whose callback is itself a later task: a task queued before would hold the refresh back by as long,
  // WEB-69), so it runs while the refresh travels.
  const warmLocale = () =>
    env.setTimeout(() => {
      try {
        env.Intl.DateTimeFormat.supportedLocalesOf([locale]);
        new env.Intl.Locale(locale).maximize();
      } catch {
        // A browser without the locale's data: the panel formats with what it has.
      }
    }, 0);

  let loggingOut: boolean;
  try {
    loggingOut = env.localStorage.getItem(PENDING_LOGOUT_KEY) !== null;
  } catch {
    loggingOut = false;
  }
  if (loggingOut) {
    warmLocale();
    return null;
  }
  return config
    .then((answer) => (answer?.ok ? answer.clone().json() : {}))
    .catch(() => ({}))
    .then((file: unknown) => {
      const apiBaseUrl = resolveConfig(file, env.location.origin).apiBaseUrl;
      const { url, init } = refreshRequest(apiBaseUrl);
      const send = () => {
        const response = env.fetch(url, { ...init, priority: 'high' });
        warmLocale();
        return response;
      };
      const locks = env.navigator.locks;
      const response = locks ? (locks.request(REFRESH_LOCK, send) as Promise<Response>) : send();
      response.catch(() => undefined);
      return { apiBaseUrl, url, response };
    });
}

/**
 * WEB-72: the address's first list query, with the refresh's token, as soon as the refresh has answered (a
 * copy of the answer is read: the session core reads the answer itself). Null when no session opened.
 */
function sendFirstQuery(
  env: BootEnvironment,
  session: Promise<SentRefresh>,
  query: string,
): Promise<FirstQuery | null> {
  return session
    .then(({ apiBaseUrl, response }) =>
      response
        .then((answer) => (answer?.ok ? answer.clone().json() : null))
        .then((body: { token?: unknown } | null): FirstQuery | null => {
          if (!body || typeof body.token !== 'string') return null;
          const { url, init } = authorizedGetRequest(apiBaseUrl, query, body.token);
          const sent = env.fetch(url, { ...init, priority: 'high' });
          sent.catch(() => undefined);
          return { url, sentAt: Date.now(), response: sent };
        }),
    )
    .catch(() => null);
}
