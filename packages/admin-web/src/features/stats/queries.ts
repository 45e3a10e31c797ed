import {
  createStatsResource,
  type PageFilter,
  resourceOf,
  type Stat,
  type StatPayload,
} from '@redakcja/api-sdk';
import { crudQueries } from '../../shared/crud/queries';

/** /api/stats: list by page, one stat, create, update, delete. */
export const statQueries = crudQueries<Stat, Stat, StatPayload, PageFilter>({
  root: 'stats',
  resource: (client) => resourceOf(client, createStatsResource),
  filters: ({ page }) => ({ page }),
});
