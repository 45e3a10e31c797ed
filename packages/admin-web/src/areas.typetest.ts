/**
 * Compile-time checks (tsc -b type-checks this file; it is never run): areas.ts names only screens and
 * queries modules that exist, and exports they have (featureModules.ts types them).
 */
import { crud, type DeclaredRoute, type ROUTE_DATA, type RouteName } from './areas';

const groups = { name: 'x', path: 'x', area: 'groups', label: 'X' } as const;

export const declared = {
  ...groups,
  screen: 'groups/GroupsListScreen',
  prefetch: { module: 'groups/listQueries', export: 'groupListQueries' },
} as const satisfies DeclaredRoute;

export const missingScreen = {
  ...groups,
  // @ts-expect-error: there is no screen 'groups/GroupListScreen'.
  screen: 'groups/GroupListScreen',
} as const satisfies DeclaredRoute;

export const missingQueriesModule = {
  ...groups,
  screen: 'groups/GroupsListScreen',
  // @ts-expect-error: there is no queries module 'groups/queries'.
  prefetch: { module: 'groups/queries', export: 'groupListQueries' },
} as const satisfies DeclaredRoute;

export const missingExport = {
  ...groups,
  screen: 'groups/GroupsListScreen',
  // @ts-expect-error: 'groups/listQueries' has no export 'groupsListQueries'.
  prefetch: { module: 'groups/listQueries', export: 'groupsListQueries' },
} as const satisfies DeclaredRoute;

const area = {
  name: 'categories',
  one: 'category',
  path: 'categories',
  area: 'categories',
  labels: ['Kategorie', 'Nowa kategoria', 'Edycja kategorii'],
  list: 'categories/CategoriesListScreen',
  form: 'categories/CategoryFormScreen',
} as const;

crud({ ...area, recordPrefetch: 'categoryQueries' });
// @ts-expect-error: the category form's module has no export 'categoriesQueries'.
crud({ ...area, recordPrefetch: 'categoriesQueries' });
// @ts-expect-error: there is no screen 'categories/CategoryForm'.
crud({ ...area, form: 'categories/CategoryForm' });
// @ts-expect-error: the list's first query comes from a queries module, not from a screen.
crud({ ...area, prefetch: { module: 'categories/CategoriesListScreen', export: 'default' } });

// A palette entry is checked against the list queries its prefetch names.
const groupsArea = {
  name: 'groups',
  one: 'group',
  path: 'groups',
  area: 'groups',
  labels: ['Grupy', 'Nowa grupa', 'Edycja grupy'],
  list: 'groups/GroupsListScreen',
  form: 'groups/GroupFormScreen',
  prefetch: { module: 'groups/listQueries', export: 'groupListQueries' },
} as const;

crud({ ...groupsArea, palette: { kind: 'Grupa', label: 'name', search: 'name' } });
// @ts-expect-error: a group's list item has no field 'title'.
crud({ ...groupsArea, palette: { kind: 'Grupa', label: 'title' } });
// @ts-expect-error: the groups list call has no filter 'username'.
crud({ ...groupsArea, palette: { kind: 'Grupa', label: 'name', search: 'username' } });
// @ts-expect-error: a group's name is a text, not a number.
crud({ ...groupsArea, palette: { kind: 'Grupa', label: 'name', where: { name: 1 } } });
// @ts-expect-error: a palette entry searches through the list's queries, which a list without prefetch lacks.
crud({ ...area, palette: { kind: 'Kategoria', label: 'name' } });

/** The route a palette entry declared by hand opens (crud() names its own edit route). */
type HandDeclaredOpen = (typeof ROUTE_DATA)[number] extends infer Route
  ? Route extends { readonly palette: { readonly open: infer Open } }
    ? Open
    : never
  : never;
// Fails when a list declared by hand opens its records on a route the table does not have.
export const opensRoutes = (open: HandDeclaredOpen): RouteName => open;
