import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { panelBase, routeSegments } from './panelBase';

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

  it('takes the first segments of the routes, without Home', () => {
    expect(SEGMENTS).toContain('categories');
    expect(SEGMENTS).not.toContain('');
  });
});
