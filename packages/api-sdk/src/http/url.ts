/** A query value; arrays are sent as repeated `key[]` entries (API Platform's convention). */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | ReadonlyArray<string | number | boolean>;
export type Query = Readonly<Record<string, QueryValue>>;

/** Encodes one path segment (an id) so that `/`, `?`, `#` and spaces cannot change the route. */
export function encodeId(id: string | number): string {
  return encodeURIComponent(String(id));
}

/**
 * Builds `?a=1&b=2` from a query object, in insertion order. `undefined`, `null` and empty strings are left
 * out (an empty search box means no filter); booleans are sent as `true`/`false`.
 */
export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const name = key.endsWith(']') ? key : `${key}[]`;
      for (const item of value as ReadonlyArray<string | number | boolean>) params.append(name, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** True for `http://…`, `https://…` and network-path `//…` URLs. */
export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url) || isNetworkPath(url);
}

/** A network-path reference (`//host/path`, API Platform's NET_PATH url strategy). */
export function isNetworkPath(url: string): boolean {
  return url.startsWith('//');
}

/**
 * A network-path link takes the base URL's scheme ('//example.com/x' under 'https://api.pl' is
 * 'https://example.com/x'): browsers do that themselves, Node's fetch refuses such a URL. Under a base
 * without a scheme (the page's own origin) it is left for the browser.
 */
function withBaseScheme(baseUrl: string, link: string): string {
  const scheme = /^([a-z][a-z\d+.-]*:)\/\//i.exec(baseUrl)?.[1];
  return scheme ? `${scheme}${link}` : link;
}

/** Joins the configured base URL (which may carry a path, or be '' for the page's own origin) and an API path. */
export function joinUrl(baseUrl: string, path: string): string {
  if (isNetworkPath(path)) return withBaseScheme(baseUrl, path);
  if (isAbsoluteUrl(path)) return path;
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * Resolves a link the server gave (a Hydra `next`, `@id`…) "as given": an absolute path is taken against the
 * base URL's origin, because the server already wrote its own prefix into it.
 */
export function resolveServerLink(baseUrl: string, link: string): string {
  if (isNetworkPath(link)) return withBaseScheme(baseUrl, link);
  if (isAbsoluteUrl(link)) return link;
  if (isAbsoluteUrl(baseUrl)) return new URL(link, baseUrl).href;
  return link.startsWith('/') ? link : joinUrl(baseUrl, link);
}
