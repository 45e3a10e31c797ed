import {
  createGroupListResource,
  GROUPS_PATH,
  type GroupListItem,
  groupListItemSchema,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudListQueries } from '../../shared/crud/queries';

/**
 * The list's queries alone, on the SDK's list resource (zod/mini, SDK-C33): the list screen and its
 * route's prefetch load no group record schema and no form rule. GroupFormScreen.tsx gives the forms the same
 * keys; saves refresh /api/groups/select (the category form's groups).
 */
export const groupListQueries = crudListQueries<GroupListItem, NameFilter>({
  root: 'groups',
  listResource: (client) => resourceOf(client, createGroupListResource),
  listed: { path: GROUPS_PATH, schema: groupListItemSchema },
  filters: byName,
  optionSource: '/api/groups/select',
});
