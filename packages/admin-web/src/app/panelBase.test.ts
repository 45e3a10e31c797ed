import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import {
  CONFIG_REQUEST,
  panelBase,
  panelBaseScript,
  pathsInSource,
  routeScreensInSource,
  routeSegments,
} from './panelBase';

const SEGMENTS = routeSegments(ROUTES.map((route) => route.path));
const base = (pathname: string) => panelBase(pathname, SEGMENTS, '/wirtualny_admin');

describe('the panel root found from the address (WEB-2)', () => {
  it('is the default prefix for any path under it, unknown segments before a route included', () => {
    expect(base('/wirtualny_admin/categories/edit/3')).toBe('/wirtualny_admin/');
    expect(base('/wirtualny_admin/login')).toBe('/wirtualny_admin/');
    expect(base('/wirtualny_admin/foo/categories')).toBe('/wirtualny_admin/');
    expect(base('/wirtualny_admin/x/categories/edit/1')).toBe('/wirtualny_admin/');
    expect(base('/wirtualny_admin/%E0%A4%A')).toBe('/wirtualny_admin/');
  });

  it('is the path before the first route segment elsewhere (a custom prefix)', () => {
    expect(base('/admin/panel/newsletters/alternative/new')).toBe('/admin/panel/');
    expect(base('/categories')).toBe('/');
  });

  it('is the default prefix for its own root and unknown paths under it', () => {
    expect(base('/wirtualny_admin')).toBe('/wirtualny_admin/');
    expect(base('/wirtualny_admin/')).toBe('/wirtualny_admin/');
    expect(base('/wirtualny_admin/no/such/screen')).toBe('/wirtualny_admin/');
  });

  it('is the whole path otherwise (another prefix at its root)', () => {
    expect(base('/panel')).toBe('/panel/');
    expect(base('/')).toBe('/');
  });

  it('reads the same first segments from the source of routes.ts as from the table', () => {
    const source = readFileSync(new URL('../routes.ts', import.meta.url), 'utf8');
    expect(routeSegments(pathsInSource(source))).toEqual(SEGMENTS);
    expect(SEGMENTS).toContain('categories');
    expect(SEGMENTS).not.toContain('');
  });

  it('serialises into a script that sets <base>, unless the server wrote one', () => {
    const script = panelBaseScript(SEGMENTS, '/wirtualny_admin');
    const run = (existing: { href: string } | null) => {
      const inserted: { href?: string }[] = [];
      const fakeDocument = {
        querySelector: () => existing,
        createElement: () => ({}) as { href?: string },
        head: { firstChild: null, insertBefore: (element: { href?: string }) => inserted.push(element) },
      };
      new Function('location', 'document', script)({ pathname: '/wirtualny_admin/logs' }, fakeDocument);
      return inserted;
    };
    expect(run(null)).toEqual([{ href: '/wirtualny_admin/' }]);
    expect(run({ href: '/panel/' })).toEqual([]);
  });

  it("writes the entry and the matching route's preloads once the <base> is set, and starts config.json", () => {
    const script = panelBaseScript(SEGMENTS, '/wirtualny_admin', {
      entryTags: '<script type="module" src="./assets/index.js"></script>',
      files: ['assets/a.js', 'assets/b.js', 'assets/c.js'],
      routes: [
        ['', [0]],
        ['categories', [0, 1]],
        ['categories/edit/:id', [0, 2]],
      ],
    });
    expect(script).not.toContain('</script>');
    const run = (pathname: string) => {
      const written: string[] = [];
      const requested: string[] = [];
      const fakeDocument = {
        baseURI: 'http://x/wirtualny_admin/',
        querySelector: () => null,
        createElement: () => ({}),
        head: { firstChild: null, insertBefore: () => undefined },
        write: (html: string) => written.push(html),
      };
      const fakeWindow: Record<string, unknown> = {};
      const fakeFetch = (url: string) => {
        requested.push(url);
        return Promise.resolve(null);
      };
      new Function('location', 'document', 'window', 'fetch', script)(
        { pathname },
        fakeDocument,
        fakeWindow,
        fakeFetch,
      );
      expect(fakeWindow[CONFIG_REQUEST]).toBeInstanceOf(Promise);
      return { html: written.join(''), requested };
    };
    const edit = run('/wirtualny_admin/categories/edit/3');
    expect(edit.requested).toEqual(['http://x/wirtualny_admin/config.json']);
    expect(edit.html).toContain('<script type="module" src="./assets/index.js"></script>');
    expect(edit.html).toContain('<link rel="modulepreload" crossorigin href="assets/c.js">');
    expect(edit.html).not.toContain('assets/b.js');
    expect(run('/wirtualny_admin/categories').html).toContain('assets/b.js');
    expect(run('/wirtualny_admin/nie-ma').html).not.toContain('modulepreload');
  });

  it('finds each screen route with its module in the source of routes.ts', () => {
    const source = readFileSync(new URL('../routes.ts', import.meta.url), 'utf8');
    const screens = routeScreensInSource(source);
    expect(screens).toContainEqual({ path: 'comments', module: 'features/comments/CommentsScreen' });
    expect(screens).toContainEqual({
      path: 'categories/edit/:id',
      module: 'features/categories/CategoryFormScreen',
    });
    expect(screens.length).toBe(ROUTES.filter((route) => route.screen !== null).length);
  });
});
