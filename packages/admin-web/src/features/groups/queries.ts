import {
  createGroupsResource,
  type Group,
  type GroupListItem,
  type GroupPayload,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { byName } from '../../shared/crud/nameSearch';
import { crudQueries } from '../../shared/crud/queries';

/** /api/groups: list by name, one group; saves refresh /api/groups/select (the category form's groups). */
export const groupQueries = crudQueries<Group, GroupListItem, GroupPayload, NameFilter>({
  root: 'groups',
  resource: (client) => resourceOf(client, createGroupsResource),
  filters: byName,
  optionSource: '/api/groups/select',
});
