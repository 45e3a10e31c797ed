import { describe, expect, it } from 'vitest';
import { ROUTE_DATA, type RouteName } from '../areas';
import { crudRoutes } from './crud/routes';
import { pathTo } from './routePaths';

describe('pathTo', () => {
  it("fills the route's parameters in its path", () => {
    expect(pathTo('pressIssueNew', { id: 7 })).toBe('/press_numbers/new/7');
    expect(pathTo('groupEdit', { id: 'a/b' })).toBe('/groups/edit/a%2Fb');
    expect(pathTo('groups')).toBe('/groups');
  });

  it('throws on a missing parameter of a name chosen at run time', () => {
    const chosen = 'pressIssueNew' as RouteName;
    expect(() => pathTo(chosen)).toThrow('The route pressIssueNew needs :id');
  });
});

describe('crudRoutes', () => {
  it("gives a list/new/edit area's names as crud() made them", () => {
    expect(crudRoutes('groups')).toEqual({ list: 'groups', new: 'groupNew', edit: 'groupEdit' });
    expect(crudRoutes('pressIssues')).toEqual({
      list: 'pressIssues',
      parentList: 'pressMagazines',
      new: 'pressIssueNew',
      edit: 'pressIssueEdit',
    });
  });

  it('names only declared routes', () => {
    const names = new Set<string>(ROUTE_DATA.map((route) => route.name));
    for (const route of ROUTE_DATA) {
      const crud = 'crud' in route ? route.crud : undefined;
      if (!crud) continue;
      for (const name of Object.values(crud) as string[])
        expect(names.has(name), `${route.name}: ${name}`).toBe(true);
    }
  });
});
