import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { panelBase, panelBaseScript, pathsInSource, routeSegments } from './panelBase';

const SEGMENTS = routeSegments(ROUTES.map((route) => route.path));
const base = (pathname: string) => panelBase(pathname, SEGMENTS, '/wirtualny_admin');

describe('the panel root found from the address (WEB-2)', () => {
  it('is the path before the first route segment', () => {
    expect(base('/wirtualny_admin/categories/edit/3')).toBe('/wirtualny_admin/');
    expect(base('/wirtualny_admin/login')).toBe('/wirtualny_admin/');
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

  it('serialises into a script that sets <base>', () => {
    const script = panelBaseScript(SEGMENTS, '/wirtualny_admin');
    const inserted: { href?: string }[] = [];
    const fakeDocument = {
      createElement: () => ({}) as { href?: string },
      head: { firstChild: null, insertBefore: (element: { href?: string }) => inserted.push(element) },
    };
    new Function('location', 'document', script)({ pathname: '/wirtualny_admin/logs' }, fakeDocument);
    expect(inserted).toEqual([{ href: '/wirtualny_admin/' }]);
  });
});
