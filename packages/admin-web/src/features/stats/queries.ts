import {
  createStatsResource,
  type PageFilter,
  resourceOf,
  type Stat,
  type StatListItem,
  type StatPayload,
} from '@redakcja/api-sdk';
import { withRecordQueries } from '../../shared/crud/queries';
import { statListQueries } from './listQueries';

/** /api/stats: the list by page (listQueries.ts), one stat, create, update, delete. */
export const statQueries = withRecordQueries<Stat, StatListItem, StatPayload, PageFilter>(
  statListQueries,
  (client) => resourceOf(client, createStatsResource),
);
