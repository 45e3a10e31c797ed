/**
 * Compile-time checks (tsc -b type-checks this file; it is never run): a route name that the areas do
 * not declare, or parameters other than its path's, are type errors.
 */

import { crudRoutes } from './crud/routes';
import type { RouteName } from './routePaths';
import { pathTo, patternOf } from './routePaths';

pathTo('groupEdit', { id: 3 });
pathTo('pressIssueNew', { id: '7' });
pathTo('groups');
pathTo('partnerNews');
patternOf('pressIssueNew');
// @ts-expect-error: no route is called 'groupz'.
pathTo('groupz');
// @ts-expect-error: the forms of groups are 'groupNew' and 'groupEdit'.
patternOf('groupsNew');
// @ts-expect-error: 'press_numbers/new/:id' needs its magazine's id.
pathTo('pressIssueNew');
// @ts-expect-error: 'press_numbers/new/:id' needs `id`, not `magazineId`.
pathTo('pressIssueNew', { magazineId: 7 });
// @ts-expect-error: an edit form needs the record's id.
pathTo('groupEdit', {});
// @ts-expect-error: the groups' list has no parameter.
pathTo('groups', { id: 3 });
// @ts-expect-error: a list path from `listPath` has no parameter either.
pathTo('partnerNews', { id: 3 });

// A name chosen at run time takes any of its routes' parameters; the path checks them when it is made.
declare const chosen: RouteName;
pathTo(chosen, { id: 3 });
pathTo(chosen);

// A list/new/edit area's names come from its declaration.
export const groupRoutes: { list: 'groups'; new: 'groupNew'; edit: 'groupEdit' } = crudRoutes('groups');
// @ts-expect-error: the statistics report is no list.
crudRoutes('statReport');
