/**
 * Where the panel's root is, found from the address before anything loads (WEB-2). The build keeps asset
 * URLs relative (`base: './'`) so one build serves any admin prefix; a deep link such as
 * /wirtualny_admin/categories/edit/3 then needs a `<base href="/wirtualny_admin/">` for the browser to
 * find ./assets and ./config.json. index.html runs this function inline (the Vite plugin in
 * vite.config.ts injects it with the first path segments of the route table) and writes the `<base>`,
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

/** What the build knows about its files, for the inline script (absent in the dev server). */
export interface PanelAssets {
  /** The entry's tags (module script, modulepreloads, stylesheets), written once the `<base>` is set. */
  readonly entryTags: string;
  /** Asset paths ('assets/x.js') the routes preload. */
  readonly files: readonly string[];
  /** Route paths ('categories/edit/:id') with the indices in `files` of the JavaScript they need. */
  readonly routes: readonly (readonly [path: string, files: readonly number[]])[];
}

/**
 * The inline script of index.html: sets the `<base>` (computed, unless the server wrote one), starts the
 * runtime configuration's request, then writes the entry's tags and `modulepreload` links for the chunks
 * of the route the address names, so the screen's code loads with the entry instead of after it. The
 * asset tags are written by the script, not left in the markup: the browser's preload scanner would
 * fetch them before the `<base>` exists, against the wrong folder (a deep link two segments down).
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
  const config = `window[${js(CONFIG_REQUEST)}]=fetch(new URL(${js('config.json')},d.baseURI).href,{cache:'no-cache'}).catch(function(){return null;});`;
  const preload = `var b=new URL(d.baseURI).pathname,p=location.pathname,t=${js(assets.entryTags)},f=${js(assets.files)},r=${js(assets.routes)};var s=p.indexOf(b)===0?p.slice(b.length).split('/').filter(Boolean):[];for(var i=0;i<r.length;i++){var q=r[i][0].split('/').filter(Boolean);if(q.length!==s.length)continue;var m=true;for(var j=0;j<q.length;j++)if(q[j].charAt(0)!==':'&&q[j]!==s[j])m=false;if(!m)continue;for(var k=0;k<r[i][1].length;k++)t+='<link rel="modulepreload" crossorigin href="'+f[r[i][1][k]]+'">';break;}d.write(t);`;
  return `(function(){${base}${config}${preload}})();`;
}

/** The `path: '…'` values of routes.ts read from its source (the build reads them without running it). */
export function pathsInSource(source: string): string[] {
  return [...source.matchAll(/\bpath: '([^']*)'/g)].map((match) => match[1] as string);
}

/** The route paths of routes.ts with the module of their screen, read from its source (as pathsInSource). */
export function routeScreensInSource(source: string): { path: string; module: string }[] {
  const modules = new Map(
    // An entry may be wrapped over lines by the formatter: lazy(\n () => import('./…'),\n ).
    [...source.matchAll(/(\w+): lazy\(\s*\(\) => import\('\.\/([^']+)'\),?\s*\)/g)].map(
      (match) => [match[1] as string, match[2] as string] as const,
    ),
  );
  const routes: { path: string; module: string }[] = [];
  for (const [block] of source.matchAll(/route\(\{[\s\S]*?\}\)/g)) {
    const path = /\bpath: '([^']*)'/.exec(block)?.[1];
    const screen = /\bscreen: screens\.(\w+)/.exec(block)?.[1];
    const module = screen ? modules.get(screen) : undefined;
    if (path !== undefined && module) routes.push({ path, module });
  }
  return routes;
}
