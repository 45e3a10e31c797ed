import { statListItemSchema } from '../schemas/statList';
import { crudListOps, type PageFilter } from './base';
import type { ResourceContext } from './context';

export const STATS_PATH = '/api/stats';

/**
 * What the reports list does with /api/stats (03 §7), on zod/mini (SDK-C33): list (page), pages, remove.
 * The record, its saves and the report are `createStatsResource`'s (./stats).
 */
export function createStatListResource(ctx: ResourceContext) {
  return crudListOps<typeof statListItemSchema, PageFilter>(ctx, {
    path: STATS_PATH,
    listItem: statListItemSchema,
  });
}
export type StatListResource = ReturnType<typeof createStatListResource>;
