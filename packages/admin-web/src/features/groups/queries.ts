import {
  createGroupsResource,
  type Group,
  type GroupListItem,
  type GroupPayload,
  type NameFilter,
  resourceOf,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { groupListQueries } from './listQueries';

/** /api/groups: the list (listQueries.ts) and one group; saves refresh /api/groups/select (the category form's groups). */
export const groupQueries = withRecordQueries<Group, GroupListItem, GroupPayload, NameFilter>(
  groupListQueries,
  (client) => resourceOf(client, createGroupsResource),
);
