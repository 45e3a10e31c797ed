/**
 * A screen's JavaScript and CSS preloaded as the panel navigates to it (WEB-71). The route table's lazy imports
 * carry no preload lists of their own (vite.config.ts `modulePreload.resolveDependencies`: they were
 * about 2.3 KB gzip of every screen); index.html's inline script has each route's files (it preloads the
 * first address's), and hands that table to the entry (boot/handoff.ts `routeTable`).
 * Without it a screen's chunks would load level by level, each import found only once its importer had
 * arrived.
 */
import { routeFileLink, routeTable } from '../boot/handoff';

const preloaded = new Set<string>();

/** Adds a preload link (`routeFileLink`) for each file of the route `path` ('categories/edit/:id') not yet added. */
export function preloadRouteFiles(path: string, doc: Document = document): void {
  // The boot's table (none under the dev server, which has no build's assets).
  const table = routeTable.files;
  const route = table?.routes.find(([routePath]) => routePath === path);
  if (!table || !route) return;
  for (const index of route[1]) {
    const file = table.files[index];
    if (file === undefined || preloaded.has(file)) continue;
    preloaded.add(file);
    // The inline script's links for the first address have the same href: no second request.
    if (doc.head.querySelector(`link[href="${file}"]`)) continue;
    const link = doc.createElement('link');
    for (const [name, value] of Object.entries(routeFileLink(file))) link.setAttribute(name, value);
    doc.head.appendChild(link);
  }
}
