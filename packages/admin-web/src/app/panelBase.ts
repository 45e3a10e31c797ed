import { REFRESH_LOCK } from './session/crossTab';
import { PENDING_LOGOUT_KEY } from './session/pendingLogout';

/**
 * Where the panel's root is, found from the address before anything loads (WEB-2). The build keeps asset
 * URLs relative (`base: './'`) so one build serves any admin prefix; a deep link such as
 * /wirtualny_admin/categories/edit/3 then needs a `<base href="/wirtualny_admin/">` for the browser to
 * find ./assets and ./config.json. index.html runs this function inline (the Vite plugin in
 * vite.config.ts injects it with the first path segments of the areas' routes, areas.ts) and writes the `<base>`,
 * unless the server wrote one (it knows its prefix; the sandbox does).
 *
 * The root is the default prefix when the path lies under it (an unknown segment after it, as in
 * /wirtualny_admin/foo/categories, is an unknown address of the panel, which goes Home); failing that,
 * the path before the first segment that starts a route of the panel (a custom prefix); failing that,
 * the whole path.
 *
 * Keep it self-contained (no imports, no closures over module values): it is serialised into index.html.
 */
export function panelBase(pathname: string, routeSegments: readonly string[], defaultPrefix: string): string {
  const prefix = defaultPrefix.replace(/\/+$/, '');
  if (prefix !== '' && (pathname === prefix || pathname.indexOf(`${prefix}/`) === 0)) return `${prefix}/`;
  const parts = pathname.split('/').filter((part) => part !== '');
  for (let index = 0; index < parts.length; index += 1) {
    if (routeSegments.indexOf(parts[index] as string) !== -1) {
      return `/${parts.slice(0, index).join('/')}${index > 0 ? '/' : ''}`;
    }
  }
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}

/** The first segments of the route table's paths ('categories/edit/:id' → 'categories'), without ''. */
export function routeSegments(paths: readonly string[]): string[] {
  const segments = new Set<string>();
  for (const path of paths) {
    const first = path.replace(/^\/+/, '').split('/')[0];
    if (first) segments.add(first);
  }
  return [...segments].sort();
}

/** Where the inline script leaves the runtime configuration's request for `loadRuntimeConfig`. */
export const CONFIG_REQUEST = '__redakcjaConfig';

/**
 * Where the inline script leaves the session restore's refresh for the session core (session/earlyRefresh.ts),
 * which deletes it when it starts (a moment later): an `EarlyRefresh` promise.
 */
export const EARLY_REFRESH = '__redakcjaRefresh';

/**
 * The window property where index.html's inline script leaves its table of each route's JavaScript files
 * (`{ files, routes }`, PanelAssets), for the panel to preload a screen's files as it navigates to it
 * (routeFiles.ts, WEB-71).
 */
export const ROUTE_FILES = '__redakcjaRouteFiles';

/**
 * Where the inline script leaves the address's first list query (WEB-72, firstQueries.ts) for the session
 * core (session/earlyRefresh.ts), which deletes it when it starts: a `FirstQuery | null` promise.
 */
export const FIRST_QUERY = '__redakcjaFirstQuery';

/** The list query the inline script sent with the early refresh's token: its URL, when, and its answer. */
export interface FirstQuery {
  readonly url: string;
  /** `Date.now()` as it was sent. */
  readonly sentAt: number;
  readonly response: Promise<Response>;
}

/** The refresh the inline script sent: to which URL, and its answer (under the cross-tab Web Lock). */
export interface EarlyRefresh {
  readonly url: string;
  readonly response: Promise<Response>;
}

/** What the inline script needs to send the session restore's refresh as the SDK would. */
export interface EarlySessionRestore {
  /** The SDK's TOKEN_REFRESH_PATH. */
  readonly refreshPath: string;
  /** The SDK's JSON_LD_ACCEPT (the Accept header of its calls). */
  readonly accept: string;
  /** The Web Lock every refresh runs under (session/crossTab.ts). */
  readonly lock: string;
  /** D30: while this localStorage key is set, nothing is restored (session/pendingLogout.ts). */
  readonly pendingLogoutKey: string;
}

/**
 * The early restore as the build writes it. The SDK's TOKEN_REFRESH_PATH and JSON_LD_ACCEPT are repeated
 * here because vite.config.ts cannot load the SDK's sources (panelBase.test.ts holds them equal); the
 * lock and the pending-logout key are the panel's own.
 */
export const EARLY_SESSION_RESTORE: EarlySessionRestore = {
  refreshPath: '/api/token/refresh',
  accept: 'application/ld+json, application/json;q=0.9',
  lock: REFRESH_LOCK,
  pendingLogoutKey: PENDING_LOGOUT_KEY,
};

/** What the build knows about its files, for the inline script (absent in the dev server). */
export interface PanelAssets {
  /** The entry's tags (module script, modulepreloads, stylesheets), written once the `<base>` is set. */
  readonly entryTags: string;
  /** Asset paths ('assets/x.js') the routes preload. */
  readonly files: readonly string[];
  /** Route paths ('categories/edit/:id') with the indices in `files` of the JavaScript they need. */
  readonly routes: readonly (readonly [path: string, files: readonly number[]])[];
  /** The session restore the script starts as soon as `config.json` has answered. */
  readonly session?: EarlySessionRestore;
  /**
   * Route path → its first list query's URL under the API's base (FIRST_QUERIES), sent with the refresh's
   * token when the address has no query string (WEB-72).
   */
  readonly firstQueries?: Readonly<Record<string, string>>;
  /** The panel's locale ('pl-PL'): its ICU data is loaded while the entry downloads. */
  readonly locale: string;
}

/**
 * The API's base URL as `resolveConfig` (config.ts) reads it from `config.json`'s content: the file's
 * `apiBaseUrl` when the file is a valid configuration and names one, else the page's origin; no trailing
 * slash. Self-contained: serialised into index.html's inline script, which has no zod.
 */
export function configuredApiBase(raw: unknown, origin: string): string {
  let api = '';
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const file = raw as Record<string, unknown>;
    let valid = true;
    const texts = ['apiBaseUrl', 'staticBaseUrl', 'adminPrefix', 'productName'];
    for (let index = 0; index < texts.length; index += 1) {
      const value = file[texts[index] as string];
      if (value !== undefined && typeof value !== 'string') valid = false;
    }
    const areas = file.enabledAreas;
    if (areas !== undefined) {
      if (!Array.isArray(areas)) valid = false;
      else
        for (let index = 0; index < areas.length; index += 1)
          if (typeof areas[index] !== 'string') valid = false;
    }
    if (valid && typeof file.apiBaseUrl === 'string') api = file.apiBaseUrl.trim();
  }
  return (api || origin).replace(/\/+$/, '');
}

/**
 * The inline script of index.html: sets the `<base>` (computed, unless the server wrote one), starts the
 * runtime configuration's request, writes the entry's tags and `modulepreload` links for the chunks of
 * the route the address names (the data path first, at a low priority), and, as soon as the
 * configuration has answered, sends the session restore's refresh (D30: not while a logout is pending;
 * under the refresh's Web Lock) for the session core to take (session/earlyRefresh.ts); then, in a task
 * of its own while the refresh travels, it loads the locale's ICU data (WEB-65, WEB-69). Once the refresh
 * has answered, it sends a list address's first query with its token (WEB-72, firstQueries.ts). The browser has
 * 6 connections per server over HTTP/1.1 and sends waiting requests by priority, then in order: at the
 * same priority as the chunks, the refresh waited for 80 of them. The asset tags are written by the
 * script, not left in the markup: the browser's preload scanner would fetch them before the `<base>`
 * exists, against the wrong folder (a deep link two segments down).
 */
export function panelBaseScript(
  segments: readonly string[],
  defaultPrefix: string,
  assets?: PanelAssets,
): string {
  // JSON in an inline script: no '</script>' may end it early.
  const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const base = `var d=document,h=d.head,e=d.querySelector('base[href]');if(!e){e=d.createElement('base');e.href=(${panelBase.toString()})(location.pathname,${js(segments)},${js(defaultPrefix)});h.insertBefore(e,h.firstChild);}`;
  if (!assets) return `(function(){${base}})();`;
  const config = `var c=window[${js(CONFIG_REQUEST)}]=fetch(new URL(${js('config.json')},d.baseURI).href,{cache:'no-cache',priority:'high'}).catch(function(){return null;});`;
  // The entry's tags, then the route's chunks (matched like the router does) at a low priority: the
  // browser sends waiting requests by priority, so the session's refresh and the screen's first query
  // (fetches, high) overtake them instead of waiting for 80 chunks (6 connections over HTTP/1.1).
  const route = `var x,b=new URL(d.baseURI).pathname,p=location.pathname,t=${js(assets.entryTags)},f=${js(assets.files)},r=${js(assets.routes)};var s=p.indexOf(b)===0?p.slice(b.length).split('/').filter(Boolean):[];for(var i=0;i<r.length;i++){var q=r[i][0].split('/').filter(Boolean);if(q.length!==s.length)continue;var m=true;for(var j=0;j<q.length;j++)if(q[j].charAt(0)!==':'&&q[j]!==s[j])m=false;if(!m)continue;x=r[i][0];for(var k=0;k<r[i][1].length;k++)t+='<link rel="modulepreload" fetchpriority="low" crossorigin href="'+f[r[i][1][k]]+'">';break;}d.write(t);window[${js(ROUTE_FILES)}]={files:f,routes:r};`;
  // The browser's ICU data for the panel's locale, loaded by the first use of Intl (20 to 40 ms here),
  // which react-aria's locale module makes as it is evaluated, on the way to the screen's first query:
  // loaded instead in a task of its own (`w()`), queued as the session's refresh is sent (under the Web
  // Lock, whose callback is itself a later task: a task queued before would hold the refresh back by as
  // long, WEB-69), so it runs while the refresh travels.
  const locale = js(assets.locale);
  const warm = `var w=function(){setTimeout(function(){try{Intl.DateTimeFormat.supportedLocalesOf([${locale}]);new Intl.Locale(${locale}).maximize();}catch(x){}},0);};`;
  const session = assets.session;
  if (!session) return `(function(){${base}${config}${route}${warm}w();})();`;
  // The session restore's refresh as soon as the configuration names the API (D30: not while a logout is
  // pending), under the Web Lock every refresh of the panel takes.
  const restore = `var o;try{o=localStorage.getItem(${js(session.pendingLogoutKey)})!==null;}catch(x){o=false;}if(o){w();return;}window[${js(EARLY_REFRESH)}]=c.then(function(a){return a&&a.ok?a.clone().json():{};}).catch(function(){return {};}).then(function(a){var u=(${configuredApiBase.toString()})(a,location.origin)+${js(session.refreshPath)};var send=function(){var r=fetch(u,{method:'POST',credentials:'include',priority:'high',headers:{Accept:${js(session.accept)}}});w();return r;};var n=navigator.locks,v=n?n.request(${js(session.lock)},send):send();v.catch(function(){});return {url:u,response:v};});`;
  // WEB-72: the address's first list query, with the refresh's token, as soon as the refresh has answered
  // (a copy of the answer is read: the session core reads the answer itself). Only for an address
  // without a query string, whose query is the table's.
  const firstQuery = `var g=x!==undefined&&location.search===''&&${js(assets.firstQueries ?? {})}[x];if(g)window[${js(FIRST_QUERY)}]=window[${js(EARLY_REFRESH)}].then(function(e){return e.response.then(function(a){return a&&a.ok?a.clone().json():null;}).then(function(j){if(!j||typeof j.token!=='string')return null;var q=e.url.slice(0,e.url.length-${js(session.refreshPath.length)})+g,f=fetch(q,{priority:'high',headers:{Accept:${js(session.accept)},Authorization:'Bearer '+j.token}});f.catch(function(){});return {url:q,sentAt:Date.now(),response:f};});}).catch(function(){return null;});`;
  return `(function(){${base}${config}${route}${warm}${restore}${firstQuery}})();`;
}
