/**
 * Where the panel's root is, found from the address before anything loads (WEB-2). The build keeps asset
 * URLs relative (`base: './'`) so one build serves any admin prefix; a deep link such as
 * /wirtualny_admin/categories/edit/3 then needs a `<base href="/wirtualny_admin/">` for the browser to
 * find ./assets and ./config.json. index.html runs this function inline (the Vite plugin in
 * vite.config.ts injects it with the first path segments of the route table) and writes the `<base>`.
 *
 * The root is the path before the first segment that starts a route of the panel; failing that, the
 * default prefix when the path lies under it; failing that, the whole path.
 *
 * Keep it self-contained (no imports, no closures over module values): it is serialised into index.html.
 */
export function panelBase(pathname: string, routeSegments: readonly string[], defaultPrefix: string): string {
  const parts = pathname.split('/').filter((part) => part !== '');
  for (let index = 0; index < parts.length; index += 1) {
    if (routeSegments.indexOf(parts[index] as string) !== -1) {
      return `/${parts.slice(0, index).join('/')}${index > 0 ? '/' : ''}`;
    }
  }
  const prefix = defaultPrefix.replace(/\/+$/, '');
  if (prefix !== '' && (pathname === prefix || pathname.indexOf(`${prefix}/`) === 0)) return `${prefix}/`;
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

/** The inline script of index.html: computes the root and writes the `<base>` before any asset loads. */
export function panelBaseScript(segments: readonly string[], defaultPrefix: string): string {
  return `(function(){var b=(${panelBase.toString()})(location.pathname,${JSON.stringify(segments)},${JSON.stringify(defaultPrefix)});var e=document.createElement('base');e.href=b;document.head.insertBefore(e,document.head.firstChild);})();`;
}

/** The `path: '…'` values of routes.ts read from its source (the build reads them without running it). */
export function pathsInSource(source: string): string[] {
  return [...source.matchAll(/\bpath: '([^']*)'/g)].map((match) => match[1] as string);
}
