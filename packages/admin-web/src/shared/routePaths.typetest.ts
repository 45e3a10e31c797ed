/**
 * Compile-time checks (tsc -b type-checks this file; it is never run): a route name that the areas do
 * not declare is a type error.
 */
import { pathTo, patternOf } from './routePaths';

pathTo('groupEdit', { id: 3 });
patternOf('pressIssueNew');
// @ts-expect-error: no route is called 'groupz'.
pathTo('groupz');
// @ts-expect-error: the forms of groups are 'groupNew' and 'groupEdit'.
patternOf('groupsNew');
