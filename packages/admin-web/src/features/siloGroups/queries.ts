import {
  createSiloGroupsResource,
  type NameFilter,
  resourceOf,
  type SiloGroup,
  type SiloGroupListItem,
  type SiloGroupPayload,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { siloGroupListQueries } from './listQueries';

/** /api/silos_groups: the list (listQueries.ts) and one group; saves refresh /api/silos_groups/select (the silo form's groups). */
export const siloGroupQueries = withRecordQueries<SiloGroup, SiloGroupListItem, SiloGroupPayload, NameFilter>(
  siloGroupListQueries,
  (client) => resourceOf(client, createSiloGroupsResource),
);
