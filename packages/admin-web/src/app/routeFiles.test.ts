import { describe, expect, it } from 'vitest';
import { routeTable } from '../boot/handoff';
import { preloadRouteFiles } from './routeFiles';

/** A head that records the links appended to it, as `<link a="b">` strings. */
function fakeDocument(existing: string[] = []) {
  const appended: string[] = [];
  const doc = {
    head: {
      querySelector: (selector: string) =>
        existing.some((href) => selector.includes(`[href="${href}"]`)) ? {} : null,
      appendChild: (link: { attributes: [string, string][] }) => {
        appended.push(
          `<link ${link.attributes.map(([name, value]) => (value ? `${name}="${value}"` : name)).join(' ')}>`,
        );
      },
    },
    createElement: () => {
      const attributes: [string, string][] = [];
      return { attributes, setAttribute: (name: string, value: string) => attributes.push([name, value]) };
    },
  };
  return { doc: doc as unknown as Document, appended };
}

describe('preloadRouteFiles', () => {
  it("links a route's chunks as module preloads and its stylesheets as style preloads, once each", () => {
    routeTable.files = {
      files: ['assets/a.js', 'assets/b.js', 'assets/b.css', 'assets/c.js'],
      routes: [
        ['groups', [0, 1, 2]],
        ['groups/edit/:id', [0, 3]],
      ],
    };
    const { doc, appended } = fakeDocument(['assets/a.js']);
    preloadRouteFiles('groups', doc);
    preloadRouteFiles('groups', doc);
    preloadRouteFiles('groups/edit/:id', doc);
    expect(appended).toEqual([
      '<link rel="modulepreload" crossorigin href="assets/b.js">',
      '<link rel="preload" as="style" crossorigin href="assets/b.css">',
      '<link rel="modulepreload" crossorigin href="assets/c.js">',
    ]);
    routeTable.files = undefined;
  });
});
