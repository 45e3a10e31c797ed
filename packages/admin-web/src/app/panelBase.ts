/**
 * Where the panel's root is, found from the address before anything loads (WEB-2). The build keeps asset
 * URLs relative (`base: './'`) so one build serves any admin prefix; a deep link such as
 * /wirtualny_admin/categories/edit/3 then needs a `<base href="/wirtualny_admin/">` for the browser to
 * find ./assets and ./config.json. The boot (boot/boot.ts, index.html's inline script) runs this function
 * with the first path segments of the areas' routes (areas.ts) and writes the `<base>`, unless the server
 * wrote one (it knows its prefix; the sandbox does).
 *
 * The root is the default prefix when the path lies under it (an unknown segment after it, as in
 * /wirtualny_admin/foo/categories, is an unknown address of the panel, which goes Home); failing that,
 * the path before the first segment that starts a route of the panel (a custom prefix); failing that,
 * the whole path.
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
